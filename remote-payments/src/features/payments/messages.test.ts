import { describe, expect, it } from 'vitest';
import { PAYMENT_KINDS, PAYMENT_METHODS, PAYMENT_STATES } from 'shared-contracts/api/payments';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { LOCALES } from 'shared-contracts/i18n/locale';
import { DISPLAYED_ORDER_STATES, orderStateMessageId } from 'shared-contracts/mall/order-state';
import { labelInNameMisses } from 'shared-contracts/test-support/label-in-name';
import { paymentMessages, paymentOwnMessages } from './messages';

describe('payment messages', () => {
  it('have the same ids in en, cn and vi, none empty', () => {
    for (const table of [paymentOwnMessages, paymentMessages]) {
      const ids = Object.keys(table.en).sort();
      for (const locale of LOCALES) {
        expect(Object.keys(table[locale]).sort(), locale).toEqual(ids);
        for (const [id, text] of Object.entries(table[locale])) expect(text.trim(), `${locale} ${id}`).not.toBe('');
      }
    }
  });

  it('name every payment state, method and kind, every reason not to pay, and the server keys the form shows', () => {
    const needed = [
      ...PAYMENT_STATES.map((s) => `payments.status.${s}`),
      ...PAYMENT_METHODS.map((m) => `payments.method.${m}`),
      ...PAYMENT_KINDS.map((k) => `payments.kind.${k}`),
      ...['awaitingAcceptance', 'underReview', 'refused', 'closed', 'alreadyPaid'].flatMap((r) => [`payments.notPayable.${r}.title`, `payments.notPayable.${r}.body`]),
      ...DISPLAYED_ORDER_STATES.map(orderStateMessageId),
      MessageKey.remitterNameRequired, MessageKey.remitterBankRequired, MessageKey.remittedAmountRequired, MessageKey.voucherRequired,
      MessageKey.uploadTypeNotAllowed, MessageKey.uploadFileTooLarge, MessageKey.tooLong, MessageKey.invalidNumber,
    ];
    for (const locale of LOCALES) expect(needed.filter((id) => paymentMessages[locale][id] === undefined), locale).toEqual([]);
  });

  // WCAG 2.5.3 (axe: label-content-name-mismatch): a speech user presses a button by saying the words it shows.
  it('give the buttons that show words names holding those words, in en, cn and vi', () => {
    expect(labelInNameMisses(paymentMessages, [
      ['payments.my.payAgainOf', 'payments.my.payAgain'],
      ...['choose', 'replace', 'remove'].map((b) => [`payments.pay.picture.${b}Of`, `payments.pay.picture.${b}`] as const),
    ])).toEqual([]);
  });
});
