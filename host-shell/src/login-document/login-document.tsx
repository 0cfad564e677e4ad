import type { OnSignedIn } from '../features/auth/login-form';
import { LoginPage, type LoginArrival } from '../features/auth/login-page';
import { LocaleAndTheme } from 'shared-contracts/react/shell/providers/locale-and-theme';
import { entrySystem } from '../theme/entry-system';
import { DocumentTitle } from 'shared-contracts/react/shell/login-document/document-title';
import { enterPortal } from './enter-portal';
import { LoginDictionary } from './login-dictionary';
import { loginDocumentMessages } from './login-messages';
import { preparePortal } from './prepare-portal';

export const LOGIN_TITLE_ID = 'route.login';

/**
 * The login document (webpack-login-document.mjs): the portal's login page with the providers it needs.
 * Signing in opens the portal (`onSignedIn`, replaced in tests only: in this page when it was started here while the
 * user typed, index.tsx, else as its document); `arrival` greets a user the registration
 * document sent here (features/auth/login-arrival.ts).
 */
export function LoginDocument({ onSignedIn = enterPortal, arrival = null }: { onSignedIn?: OnSignedIn; arrival?: LoginArrival }) {
  return (
    <LocaleAndTheme messagesOf={loginDocumentMessages} system={entrySystem}>
      {(locale) => (
        <LoginDictionary locale={locale}>
          <DocumentTitle titleId={LOGIN_TITLE_ID} />
          <LoginPage arrival={arrival} prepareNext={preparePortal} onSignedIn={onSignedIn} />
        </LoginDictionary>
      )}
    </LocaleAndTheme>
  );
}
