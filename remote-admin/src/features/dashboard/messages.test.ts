import { describe, expect, it } from 'vitest';
import { LOCALES } from 'shared-contracts/i18n/locale';
import { dashboardOwnMessages } from './messages';

describe('dashboard messages', () => {
  it('have the same ids in en, cn and vi, none empty', () => {
    const ids = Object.keys(dashboardOwnMessages.en).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(dashboardOwnMessages[locale]).sort(), locale).toEqual(ids);
      for (const [id, text] of Object.entries(dashboardOwnMessages[locale])) expect(text.trim(), `${locale} ${id}`).not.toBe('');
    }
  });
});
