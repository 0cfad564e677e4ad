import type { I18nText } from './schema';

/** A stored i18n text as answers carry it: only the three languages, blank ones left out. */
export function cleanI18n(value: I18nText | null | undefined): I18nText {
  const out: I18nText = {};
  if (value?.en?.trim()) out.en = value.en;
  if (value?.vi?.trim()) out.vi = value.vi;
  if (value?.cn?.trim()) out.cn = value.cn;
  return out;
}
