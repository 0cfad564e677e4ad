import { describe, expect, it } from 'vitest';
import { LOCALES } from 'shared-contracts/i18n/locale';
import { homeMessages } from './messages';

describe('__REMOTE__ messages', () => {
  it('have the same ids in en, cn and vi, none empty', () => {
    const ids = Object.keys(homeMessages.en).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(homeMessages[locale]).sort(), locale).toEqual(ids);
      for (const [id, text] of Object.entries(homeMessages[locale])) expect(text.trim(), `${locale} ${id}`).not.toBe('');
    }
  });
});
