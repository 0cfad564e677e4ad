import type { I18nText } from 'shared-contracts/api/common';

export type I18nValues = { en: string; vi: string };

/** The en/vi versions to send: empty ones are left out (they fall back to cn) rather than saved as "". */
export function i18nBody(values: I18nValues): { en?: string; vi?: string } {
  const body: { en?: string; vi?: string } = {};
  if (values.en.trim()) body.en = values.en;
  if (values.vi.trim()) body.vi = values.vi;
  return body;
}

export const i18nValues = (text: I18nText | undefined): I18nValues => ({ en: text?.en ?? '', vi: text?.vi ?? '' });
