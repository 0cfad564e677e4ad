import { createStore, Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { LOCALES, type Locale } from 'shared-contracts/i18n/locale';
import { localeAtom } from 'shared-contracts/shell/i18n/locale-atom';
import { drawIntoTemplate, drawnPageHead } from 'shared-contracts/shell/prerender/draw-page';
import { MallDocument } from './mall-document';
import { mallDocumentMessages } from './mall-messages';
import { MALL_DOCUMENT_ROUTES } from './mall-routes';

export { DRAWN_PAGES } from './drawn-pages';
export const PRERENDERED_LOCALES: readonly Locale[] = LOCALES;

/**
 * The mall document at `path` in `locale` as the build draws it (its catalogue still loading), drawn into the built
 * `template`: what the server sends when a drawing at request time fails (shared-contracts/build/webpack-node-render.mjs).
 */
export function prerenderPage(path: string, locale: Locale, template: string): string {
  const route = MALL_DOCUMENT_ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`mall document: no page at ${path}`);
  const store = createStore();
  store.set(localeAtom, locale);
  const markup = renderToString(<Provider store={store}><MallDocument location={path} /></Provider>);
  return drawIntoTemplate(template, { markup, ...drawnPageHead(route.titleId, locale, mallDocumentMessages(locale)), paintWhileRead: true });
}
