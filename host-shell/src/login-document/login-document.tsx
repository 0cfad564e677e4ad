import { useEffect, useMemo } from 'react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { useAtomValue } from 'jotai';
import { IntlProvider, useIntl } from 'react-intl';
import { DEFAULT_LOCALE, intlTag } from 'shared-contracts/i18n/locale';
import { LoginPage } from '../features/auth/login-page';
import { localeAtom } from '../i18n/locale-atom';
import { pageTitle } from '../routes/view-title';
import { entrySystem } from '../theme/entry-system';
import { enterPortal } from './enter-portal';
import { LoginDictionary } from './login-dictionary';
import { loginDocumentMessages } from './login-messages';
import { preparePortal } from './prepare-portal';

/** SPEC §2: `<route title> - <product title>`, in the page's language. */
function DocumentTitle() {
  const intl = useIntl();
  useEffect(() => {
    document.title = pageTitle(intl.formatMessage({ id: 'route.login' }), intl);
  }, [intl]);
  return null;
}

/**
 * The login document (webpack-login-document.mjs): the portal's login page with the providers it needs.
 * Signing in opens the portal (`onSignedIn`, replaced in tests only).
 */
export function LoginDocument({ onSignedIn = enterPortal }: { onSignedIn?: () => void }) {
  const locale = useAtomValue(localeAtom);
  const messages = useMemo(() => loginDocumentMessages(locale), [locale]);
  useEffect(() => {
    document.documentElement.lang = intlTag(locale);
  }, [locale]);
  return (
    <IntlProvider locale={intlTag(locale)} defaultLocale={intlTag(DEFAULT_LOCALE)} messages={messages}>
      <ChakraProvider value={entrySystem}>
        <LoginDictionary locale={locale}>
          <DocumentTitle />
          <LoginPage prepareNext={preparePortal} onSignedIn={onSignedIn} />
        </LoginDictionary>
      </ChakraProvider>
    </IntlProvider>
  );
}
