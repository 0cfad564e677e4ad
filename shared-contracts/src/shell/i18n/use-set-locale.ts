import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import Cookies from 'js-cookie';
import { LANGUAGE_COOKIE, type Locale } from 'shared-contracts/i18n/locale';
import { localeAtom } from 'shared-contracts/shell/i18n/locale-atom';

/** How long the chosen language is remembered (SPEC §4 "language ... remembered"). */
const LANGUAGE_COOKIE_DAYS = 365;

/** Switches the portal language now (localeAtom) and for the next visits (the language cookie). */
export function useSetLocale(): (locale: Locale) => void {
  const setLocale = useSetAtom(localeAtom);
  return useCallback((locale: Locale) => {
    Cookies.set(LANGUAGE_COOKIE, locale, { path: '/', sameSite: 'Lax', expires: LANGUAGE_COOKIE_DAYS });
    setLocale(locale);
  }, [setLocale]);
}
