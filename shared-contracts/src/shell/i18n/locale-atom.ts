import { atom } from 'jotai';
import Cookies from 'js-cookie';
import { LANGUAGE_COOKIE, resolveLocale, type Locale } from 'shared-contracts/i18n/locale';

/** The language the page starts in: the language cookie, then the browser's languages (ARCHITECTURE.md §6). */
export function pageLocale(): Locale {
  const languages = typeof navigator === 'undefined' ? [] : navigator.languages;
  return resolveLocale(Cookies.get(LANGUAGE_COOKIE), languages);
}

/** The portal language; the language switch of the shell writes it (and the cookie). */
export const localeAtom = atom<Locale>(pageLocale());
