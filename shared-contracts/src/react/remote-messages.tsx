import type { ComponentType, ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { localeOfIntlTag, type Locale } from '../i18n/locale';

export type MessagesByLocale = Readonly<Record<Locale, Readonly<Record<string, string>>>>;

/**
 * Adds this remote's messages to the portal's: the locale comes from the host's IntlProvider (a shared
 * singleton), so a language switch in the shell re-renders remote pages in the new language.
 */
export function RemoteMessages({ messages, children }: { messages: MessagesByLocale; children: ReactNode }) {
  const intl = useIntl();
  const own = messages[localeOfIntlTag(intl.locale)];
  // The host ships plain string messages (not precompiled ASTs), so the two tables merge as strings.
  const portal = intl.messages as Record<string, string>;
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={{ ...portal, ...own }}>
      {children}
    </IntlProvider>
  );
}

/** Several message tables as one, later tables winning, in every language. */
export function mergeMessages(...tables: MessagesByLocale[]): MessagesByLocale {
  const merged = (locale: Locale) => Object.assign({}, ...tables.map((t) => t[locale])) as Record<string, string>;
  return { en: merged('en'), cn: merged('cn'), vi: merged('vi') };
}

/**
 * Wraps a page loaded on demand (a remote's exposed page, or a host page in a chunk of its own) so it
 * carries its own translations: they load with the page, not with every first page.
 */
export function withRemoteMessages<P extends object>(Page: ComponentType<P>, messages: MessagesByLocale): ComponentType<P> {
  function TranslatedPage(props: P) {
    return (
      <RemoteMessages messages={messages}>
        <Page {...props} />
      </RemoteMessages>
    );
  }
  TranslatedPage.displayName = `withRemoteMessages(${Page.displayName ?? Page.name})`;
  return TranslatedPage;
}
