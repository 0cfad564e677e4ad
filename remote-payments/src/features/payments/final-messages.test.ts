import { describe, expect, it } from 'vitest';
import { LOCALES } from 'shared-contracts/i18n/locale';
import { finalPaymentMessages } from './final-messages';

describe('final payment messages', () => {
  it('have the same ids in en, cn and vi, none empty, and name every reason not to pay', () => {
    const ids = Object.keys(finalPaymentMessages.en).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(finalPaymentMessages[locale]).sort(), locale).toEqual(ids);
      for (const [id, text] of Object.entries(finalPaymentMessages[locale])) expect(text.trim(), `${locale} ${id}`).not.toBe('');
    }
    const reasons = ['notStocked', 'underReview', 'paid', 'closed'].flatMap((r) => [`payments.final.notPayable.${r}.title`, `payments.final.notPayable.${r}.body`]);
    expect(reasons.filter((id) => finalPaymentMessages.en[id] === undefined)).toEqual([]);
  });
});
