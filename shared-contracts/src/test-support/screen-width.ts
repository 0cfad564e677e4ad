/** A length of a media query in px (rem and em at the browser's 16 px). */
const pxOf = (value: string, unit: string) => Number(value) * (unit === 'px' ? 1 : 16);

/** Whether a screen `width` px wide matches `query`'s min-width and max-width conditions (all of them). */
export function widthMatches(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|rem|em)\)/g)];
  return conditions.length > 0 && conditions.every(([, kind, value = '0', unit = 'px']) =>
    (kind === 'min' ? width >= pxOf(value, unit) : width <= pxOf(value, unit)));
}

/**
 * jsdom has no `matchMedia`: this one answers width queries as a screen `width` px wide would, so a test draws a page
 * as a phone (or a desktop) lays it out. Returns the function that takes it away again.
 */
export function stubScreenWidth(width: number): () => void {
  const previous = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: widthMatches(query, width), media: query, onchange: null,
    addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return () => { window.matchMedia = previous; };
}
