import { describe, expect, it } from 'vitest';
import { LOCALES } from 'shared-contracts/i18n/locale';
import { opsStockMessages, opsStockOwnMessages } from './messages';

describe('stocking messages', () => {
  it('have the same ids in en, cn and vi, none empty', () => {
    const ids = Object.keys(opsStockOwnMessages.en).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(opsStockOwnMessages[locale]).sort(), locale).toEqual(ids);
      for (const [id, text] of Object.entries(opsStockOwnMessages[locale])) expect(text.trim(), `${locale} ${id}`).not.toBe('');
    }
  });

  it('translate the refusals the dialogs show', () => {
    const needed = ['mall.stockAboveOrdered', 'mall.stockLinesRequired', 'mall.nothingStocked', 'mall.orderStateConflict', 'mall.orderLineInvalid', 'validation.invalidNumber'];
    for (const locale of LOCALES) expect(needed.filter((id) => opsStockMessages[locale][id] === undefined), locale).toEqual([]);
  });
});
