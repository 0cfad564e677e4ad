import { describe, expect, it } from 'vitest';
import { LOCALES } from 'shared-contracts/i18n/locale';
import { overviewMessages } from './messages';

describe('overview messages', () => {
  it('have the same ids in en, cn and vi, none empty', () => {
    const ids = Object.keys(overviewMessages.en).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(overviewMessages[locale]).sort(), locale).toEqual(ids);
      for (const [id, text] of Object.entries(overviewMessages[locale])) expect(text.trim(), `${locale} ${id}`).not.toBe('');
    }
  });
});
