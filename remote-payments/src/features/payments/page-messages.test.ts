import { describe, expect, it } from 'vitest';
import { LOCALES } from 'shared-contracts/i18n/locale';
import type { MessagesByLocale } from 'shared-contracts/react/remote-messages';
import { mallPaymentMessages } from './mall-payment-messages';
import { myPaymentMessages } from './my-payment-messages';
import { payeeMessages } from './payee-messages';
import { ATTEMPT_ENDING_IDS } from './utils/payment-display';

const sameIdsNoneEmpty = (table: MessagesByLocale) => {
  const ids = Object.keys(table.en).sort();
  for (const locale of LOCALES) {
    expect(Object.keys(table[locale]).sort(), locale).toEqual(ids);
    for (const [id, text] of Object.entries(table[locale])) expect(text.trim(), `${locale} ${id}`).not.toBe('');
  }
};

describe('the receiving account and My payments\' attempt texts', () => {
  it('have the same ids in en, cn and vi, none empty', () => {
    sameIdsNoneEmpty(payeeMessages);
    sameIdsNoneEmpty(myPaymentMessages);
  });

  it('name every field of the account, and why every attempt ended', () => {
    const payee = ['title', 'intro', 'bank', 'branch', 'name', 'number', 'amount', 'reference', 'referenceNote'].map((f) => `payments.payee.${f}`);
    const copy = ['button', 'copied', 'failed'].map((f) => `payments.copy.${f}`);
    const attempts = [...ATTEMPT_ENDING_IDS, 'payments.attempt.open', 'payments.attempt.notCompleted', 'payments.attempt.refundDue', 'payments.attempt.endedNote'];
    for (const locale of LOCALES) {
      expect([...payee, ...copy].filter((id) => payeeMessages[locale][id] === undefined), locale).toEqual([]);
      expect(attempts.filter((id) => myPaymentMessages[locale][id] === undefined), locale).toEqual([]);
    }
  });

  it('come with the payment page, the purchasing-agent one included, with the final balance\'s texts', () => {
    for (const locale of LOCALES) {
      for (const id of ['payments.payee.branch', 'payments.copy.copied', 'payments.final.title', 'payments.online.qrStart']) {
        expect(mallPaymentMessages[locale][id], `${locale} ${id}`).toBeDefined();
      }
    }
  });
});
