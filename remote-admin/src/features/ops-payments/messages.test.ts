import { describe, expect, it } from 'vitest';
import { PAYMENT_KINDS, PAYMENT_METHODS, PAYMENT_STATES } from 'shared-contracts/api/payments';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { LOCALES } from 'shared-contracts/i18n/locale';
import { paymentReviewMessages, paymentReviewOwnMessages } from './messages';

describe('payment review messages', () => {
  it('have the same ids in en, cn and vi, none empty', () => {
    for (const table of [paymentReviewOwnMessages, paymentReviewMessages]) {
      const ids = Object.keys(table.en).sort();
      for (const locale of LOCALES) {
        expect(Object.keys(table[locale]).sort(), locale).toEqual(ids);
        for (const [id, text] of Object.entries(table[locale])) expect(text.trim(), `${locale} ${id}`).not.toBe('');
      }
    }
  });

  it('name every state, method and kind, and the refusals a decision can meet', () => {
    const needed = [
      ...PAYMENT_STATES.map((s) => `admin.ops.payments.status.${s}`),
      ...PAYMENT_METHODS.map((m) => `admin.ops.payments.method.${m}`),
      ...PAYMENT_KINDS.map((k) => `admin.ops.payments.kind.${k}`),
      ...['approve', 'reject'].flatMap((d) => ['title', 'message', 'confirm', 'done'].map((p) => `admin.ops.payments.${d}.${p}`)),
      MessageKey.reasonRequired, MessageKey.paymentReviewed, MessageKey.orderStateConflict, MessageKey.paymentNotFound,
    ];
    for (const locale of LOCALES) expect(needed.filter((id) => paymentReviewMessages[locale][id] === undefined), locale).toEqual([]);
  });
});
