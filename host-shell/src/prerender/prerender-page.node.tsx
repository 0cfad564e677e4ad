import { createStore, Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { registrationKinds } from 'shared-contracts/api/auth';
import { LOCALES, type Locale } from 'shared-contracts/i18n/locale';
import { localeAtom } from 'shared-contracts/shell/i18n/locale-atom';
import { drawIntoTemplate, drawnPageHead } from 'shared-contracts/shell/prerender/draw-page';
import { LoginDocument, LOGIN_TITLE_ID } from '../login-document/login-document';
import { loginDocumentMessages } from '../login-document/login-messages';
import { RegisterDocument, registerTitleId } from '../register-document/register-document';

/**
 * The page documents' addresses drawn at build time, per document, in each of these languages
 * (shared-contracts/build/webpack-node-render.mjs); the server sends the registration document at the same addresses.
 */
export const PRERENDERED_PATHS: Readonly<Record<string, readonly string[]>> = {
  login: ['/login'],
  register: ['/register', ...registrationKinds.map((kind) => `/register/${kind}`)],
};
export const PRERENDERED_LOCALES: readonly Locale[] = LOCALES;

function documentAt(path: string) {
  if (path === '/login') return { element: <LoginDocument onSignedIn={() => undefined} />, titleId: LOGIN_TITLE_ID };
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
  const { element, titleId } = documentAt(path);
  const markup = renderToString(<Provider store={store}>{element}</Provider>);
  return drawIntoTemplate(template, { markup, ...drawnPageHead(titleId, locale, loginDocumentMessages(locale)) });
}
