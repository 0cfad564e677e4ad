/**
 * Marks the page area as still loading its page (remote-loading.tsx): the layout keeps its footer out meanwhile, so
 * the footer does not sit at the bottom of the screen and jump away when the page arrives (app-footer.tsx). A module
 * of its own so the layout's chunk does not carry the loading view.
 */
export const PAGE_LOADING_ATTRIBUTE = 'data-page-loading';
