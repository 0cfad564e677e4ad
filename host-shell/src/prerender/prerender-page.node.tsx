import { createStore, Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { registrationKinds } from 'shared-contracts/api/auth';
import { LOCALES, type Locale } from 'shared-contracts/i18n/locale';
import { localeAtom } from '../i18n/locale-atom';
import { LoginDocument, LOGIN_TITLE_ID } from '../login-document/login-document';
import { MallDocument } from '../mall-document/mall-document';
import { MALL_DOCUMENT_ROUTES } from '../mall-document/mall-routes';
import { loginDocumentMessages } from '../login-document/login-messages';
import { RegisterDocument, registerTitleId } from '../register-document/register-document';
import { drawIntoTemplate, drawnPageHead } from './draw-page';

/**
 * The page documents' addresses drawn at build time, per document, in each of these languages
 * (shared-contracts/build/webpack-node-render.mjs); the server sends the registration document at the same addresses.
 */
export const PRERENDERED_PATHS: Readonly<Record<string, readonly string[]>> = {
  login: ['/login'],
  register: ['/register', ...registrationKinds.map((kind) => `/register/${kind}`)],
  // The home page only: the others' first paint is their data (the server sends the home's copy at each of the
  // home's addresses, shared-contracts/mall/mall-document.ts MALL_HOME_PATHS).
  mall: ['/mall'],
};
export const PRERENDERED_LOCALES: readonly Locale[] = LOCALES;

function documentAt(path: string) {
  if (path === '/login') return { element: <LoginDocument onSignedIn={() => undefined} />, titleId: LOGIN_TITLE_ID };
  const mallRoute = MALL_DOCUMENT_ROUTES.find((route) => route.path === path);
  if (mallRoute) return { element: <MallDocument location={path} />, titleId: mallRoute.titleId, paintWhileRead: true };
  return { element: <RegisterDocument path={path} onRegistered={() => undefined} />, titleId: registerTitleId(path) };
}

/**
 * A page document's first paint at `path` in `locale`, from the same components the browser renders, drawn into the
 * document's built `template`: the server sends it until the page's script draws over it (docs/performance.md,
 * "Public pages drawn at build time").
 */
export function prerenderPage(path: string, locale: Locale, template: string): string {
  const store = createStore();
  store.set(localeAtom, locale);
  const { element, titleId, paintWhileRead = false } = documentAt(path);
  const markup = renderToString(<Provider store={store}>{element}</Provider>);
  return drawIntoTemplate(template, { markup, ...drawnPageHead(titleId, locale, loginDocumentMessages(locale)), paintWhileRead });
}
