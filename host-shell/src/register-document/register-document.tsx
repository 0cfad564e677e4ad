import { registrationKinds, type RegistrationKind } from 'shared-contracts/api/auth';
import { openLoginAfterRegistering } from '../features/auth/login-arrival';
import { RegisterChoicePage } from '../features/register/register-choice-page';
import { RegisterPage } from '../features/register/register-page';
import { DocumentTitle } from 'shared-contracts/react/shell/login-document/document-title';
import { LoginDictionary } from '../login-document/login-dictionary';
import { loginDocumentMessages } from '../login-document/login-messages';
import { LocaleAndTheme } from 'shared-contracts/react/shell/providers/locale-and-theme';
import { STATIC_VIEWS } from '../routes/static-views';
import { fullSystem } from '../theme/full-system';

/** `/register/purchaser` → `purchaser`; the choice page (`/register`) and anything else → null. */
export function registrationKindOf(path: string): RegistrationKind | null {
  const kind = /^\/register\/([a-z]+)\/?$/.exec(path)?.[1];
  return registrationKinds.find((known) => known === kind) ?? null;
}

/** The message id of the page title at `path` (the portal's static views name them). */
export function registerTitleId(path: string): string {
  const kind = registrationKindOf(path);
  const pattern = kind ? `/register/${kind}` : '/register';
  return STATIC_VIEWS.find((view) => view.pattern === pattern)?.titleId ?? 'route.register';
}

type Props = {
  /** The address's path: `/register` shows the role choice, `/register/<kind>` that role's form. */
  path?: string;
  /** Replaced in tests only: the login document greets the new user. */
  onRegistered?: (username: string) => void;
};

/**
 * The registration document (webpack-login-document.mjs, page `register`): the portal's registration pages
 * with the providers they need, for a visitor without a session. Links to the other pages load them as
 * documents; the server messages and page titles come from the same tables as the login document's.
 */
export function RegisterDocument({ path = globalThis.location?.pathname ?? '/register', onRegistered = openLoginAfterRegistering }: Props) {
  const kind = registrationKindOf(path);
  return (
    <LocaleAndTheme messagesOf={loginDocumentMessages} system={fullSystem}>
      {(locale) => (
        <LoginDictionary locale={locale}>
          <DocumentTitle titleId={registerTitleId(path)} />
          {kind ? <RegisterPage kind={kind} onRegistered={onRegistered} /> : <RegisterChoicePage />}
        </LoginDictionary>
      )}
    </LocaleAndTheme>
  );
}
