import page from './static-global-css.json';

/**
 * The id of the <style> element holding Chakra's global styles, which the host's build writes into its pages
 * (shared-contracts/build/webpack-node-render.mjs reads the same JSON); the host's provider then leaves them out.
 */
export const STATIC_GLOBAL_CSS_ID: string = page.styleId;
