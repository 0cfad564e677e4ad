import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { LoginPage, type LoginArrival } from '../features/auth/login-page';
import { LocaleAndTheme } from '../providers/locale-and-theme';
import { pageTitle } from '../routes/view-title';
import { entrySystem } from '../theme/entry-system';
import { enterPortal } from './enter-portal';
import { LoginDictionary } from './login-dictionary';
import { loginDocumentMessages } from './login-messages';
import { preparePortal } from './prepare-portal';

export const LOGIN_TITLE_ID = 'route.login';

/** SPEC §2: `<route title> - <product title>`, in the page's language. */
function DocumentTitle() {
  const intl = useIntl();
  useEffect(() => {
    document.title = pageTitle(intl.formatMessage({ id: LOGIN_TITLE_ID }), intl);
  }, [intl]);
  return null;
}

/**
 * The login document (webpack-login-document.mjs): the portal's login page with the providers it needs.
 * Signing in opens the portal (`onSignedIn`, replaced in tests only); `arrival` greets a user the registration
 * document sent here (features/auth/login-arrival.ts).
 */
export function LoginDocument({ onSignedIn = enterPortal, arrival = null }: { onSignedIn?: () => void; arrival?: LoginArrival }) {
  return (
    <LocaleAndTheme messagesOf={loginDocumentMessages} system={entrySystem}>
      {(locale) => (
        <LoginDictionary locale={locale}>
          <DocumentTitle />
          <LoginPage arrival={arrival} prepareNext={preparePortal} onSignedIn={onSignedIn} />
        </LoginDictionary>
      )}
    </LocaleAndTheme>
  );
}
