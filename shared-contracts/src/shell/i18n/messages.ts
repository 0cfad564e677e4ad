import type { Locale } from 'shared-contracts/i18n/locale';

const en = { 'i18n.language': 'Language' };
type I18nMessages = Record<keyof typeof en, string>;
const cn: I18nMessages = { 'i18n.language': '语言' };
const vi: I18nMessages = { 'i18n.language': 'Ngôn ngữ' };

export const i18nMessages: Record<Locale, I18nMessages> = { en, cn, vi };
