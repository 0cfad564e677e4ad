import { useEffect, useState, type ReactNode } from 'react';
import type { Locale } from 'shared-contracts/i18n/locale';
import { MallDictionaryContext } from '../i18n/mall-dictionary-context';
import { fetchMallDictionary, mallDictionaryMap } from '../i18n/mall-dictionary-request';

const EMPTY: ReadonlyMap<string, string> = new Map();

/** The mall dictionary of the login document: one request per language shown, no cache to share. */
export function LoginDictionary({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [dictionary, setDictionary] = useState(EMPTY);
  useEffect(() => {
    const controller = new AbortController();
    // The previous language's texts must not show while this one loads.
    setDictionary(EMPTY);
    fetchMallDictionary(locale, controller.signal).then(
      (entries) => setDictionary(mallDictionaryMap(entries)),
      // Quiet: without it the page shows the portal's own texts.
      () => undefined,
    );
    return () => controller.abort();
  }, [locale]);
  return <MallDictionaryContext.Provider value={dictionary}>{children}</MallDictionaryContext.Provider>;
}
