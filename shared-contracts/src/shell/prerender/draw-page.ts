import { createIntl } from 'react-intl';
import { intlTag, type Locale } from 'shared-contracts/i18n/locale';
import type { Messages } from 'shared-contracts/shell/i18n/merge-messages';
import { pageTitle } from 'shared-contracts/shell/routes/view-title';

/** A page document drawn in Node: its markup inside #root, its title and language, and its first data. */
export type DrawnPage = {
  markup: string;
  title: string;
  /** The BCP-47 tag of the page's language. */
  lang: string;
  /** The data the page was drawn from, which its script starts with (remote-mall/src/document-page/first-data.ts). */
  data?: unknown;
  /**
   * Painted as the browser reads it, for a page laid out from the top down (the mall's): nothing drawn moves when the
   * rest arrives, and the page is on the screen before its script runs. A page with a centred card (login,
   * registration) stays hidden until read whole instead.
   */
  paintWhileRead?: boolean;
};

/** A drawn page's title and language: SPEC §2's `<route title> - <product title>` from the document's own messages. */
export function drawnPageHead(titleId: string | null, locale: Locale, messages: Messages): Pick<DrawnPage, 'title' | 'lang'> {
  const intl = createIntl({ locale: intlTag(locale), messages });
  return { title: pageTitle(titleId === null ? null : intl.formatMessage({ id: titleId }), intl), lang: intlTag(locale) };
}

/** The id of the script element holding a drawn page's first data. */
export const FIRST_DATA_ID = 'first-data';

/**
 * The drawn page stays hidden until the parser has read all of it: a browser paints a page it is still reading,
 * and a card centred in the viewport then moved as the rest of the page arrived (layout shifts of 0.14–0.18 on a
 * throttled load). The rule at the end of #root, read last, shows it; the first commit removes `inert` anyway.
 */
const HIDE_UNTIL_READ = '<style>#root[inert]{visibility:hidden}</style>';
const SHOW_WHEN_READ = '<style>#root[inert]{visibility:visible}</style>';

/** What emotion's server rendering writes before the elements it styles: the rules of the names it lists. */
const EMOTION_STYLE = /<style data-emotion="css ([^"]*)"(?: nonce="[^"]*")?>([\s\S]*?)<\/style>/g;

/**
 * The drawn page's style elements as one in the head: emotion writes one before each styled element it draws first,
 * and the browser recalculated the page's styles at each of them as it read the page (tens of them on the mall's
 * pages). Emotion's cache in the browser takes over a `<style data-emotion="css name…">` wherever it is and never
 * inserts the rules it names again, so the script's first render adds nothing for what the drawing had.
 */
export function hoistStyles(markup: string): { markup: string; styles: string } {
  const names: string[] = [];
  const rules: string[] = [];
  const rest = markup.replace(EMOTION_STYLE, (_element, listed: string, css: string) => {
    names.push(listed);
    rules.push(css);
    return '';
  });
  return { markup: rest, styles: names.length === 0 ? '' : `<style data-emotion="css ${names.join(' ')}">${rules.join('')}</style>` };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON that cannot end its <script> element or open a comment, whatever text the data holds. */
const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * A page document's HTML (its built template) with `page` drawn inside #root, `inert` until the script's first
 * render replaces it, so nothing looks clickable that is not. Used at build time (webpack-node-render.mjs) and by the
 * server at request time (remote-mall/src/document-page/render-mall-page.node.tsx).
 */
export function drawIntoTemplate(template: string, page: DrawnPage): string {
  const data = page.data === undefined ? '' : `<script type="application/json" id="${FIRST_DATA_ID}">${scriptJson(page.data)}</script>`;
  const [hide, show] = page.paintWhileRead ? ['', ''] : [HIDE_UNTIL_READ, SHOW_WHEN_READ];
  const { markup, styles } = hoistStyles(page.markup);
  const html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${styles}${hide}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root" inert>${markup}</div>${show}${data}`);
  if (!html.includes(markup)) throw new Error('the page document has no empty #root to draw into');
  return html;
}
