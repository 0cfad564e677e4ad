import { describe, expect, it } from 'vitest';
import { LOCALES } from 'shared-contracts/i18n/locale';
import { stockMessages } from './messages';

describe('stock messages', () => {
  it('have the same ids in en, cn and vi, none empty', () => {
    const ids = Object.keys(stockMessages.en).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(stockMessages[locale]).sort(), locale).toEqual(ids);
      for (const [id, text] of Object.entries(stockMessages[locale])) expect(text.trim(), `${locale} ${id}`).not.toBe('');
    }
  });
});
