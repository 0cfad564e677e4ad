import { useEffect, useState, type ReactNode } from 'react';
import type { Locale } from 'shared-contracts/i18n/locale';
import { MallDictionaryContext } from 'shared-contracts/shell/i18n/mall-dictionary-context';
import { fetchMallDictionary, mallDictionaryMap } from '../i18n/mall-dictionary-request';
import { offerMallDictionary } from './start-portal-here';

const EMPTY: ReadonlyMap<string, string> = new Map();

/** The mall dictionary of the login document: one request per language shown, no cache to share. */
export function LoginDictionary({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [loaded, setLoaded] = useState<{ locale: Locale; dictionary: ReadonlyMap<string, string> } | null>(null);
  // The previous language's texts must not show while this one loads.
  const dictionary = loaded?.locale === locale ? loaded.dictionary : EMPTY;
  useEffect(() => {
    const controller = new AbortController();
    fetchMallDictionary(locale, controller.signal).then(
      (entries) => {
        setLoaded({ locale, dictionary: mallDictionaryMap(entries) });
        offerMallDictionary(locale, entries);
      },
      // Quiet: without it the page shows the portal's own texts.
      () => undefined,
    );
    return () => controller.abort();
  }, [locale]);
  return <MallDictionaryContext.Provider value={dictionary}>{children}</MallDictionaryContext.Provider>;
}
