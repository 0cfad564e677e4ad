import { describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { LOCALES } from 'shared-contracts/i18n/locale';
import { orderStateMessageId, REFUND_STATES } from 'shared-contracts/mall/order-state';
import { refundReviewMessages, refundReviewOwnMessages } from './messages';

describe('refund review messages', () => {
  it('have the same ids in en, cn and vi, none empty', () => {
    for (const table of [refundReviewOwnMessages, refundReviewMessages]) {
      const ids = Object.keys(table.en).sort();
      for (const locale of LOCALES) {
        expect(Object.keys(table[locale]).sort(), locale).toEqual(ids);
        for (const [id, text] of Object.entries(table[locale])) expect(text.trim(), `${locale} ${id}`).not.toBe('');
      }
    }
  });

  it('name every state, decision and the refusals a decision can meet', () => {
    const needed = [
      ...REFUND_STATES.map(orderStateMessageId),
      ...['approve', 'reject'].flatMap((d) => ['title', 'message', 'confirm', 'done'].map((p) => `admin.ops.refunds.${d}.${p}`)),
      MessageKey.reasonRequired, MessageKey.refundReviewed, MessageKey.refundAmountInvalid, MessageKey.refundNotFound, MessageKey.orderStateConflict,
    ];
    for (const locale of LOCALES) expect(needed.filter((id) => refundReviewMessages[locale][id] === undefined), locale).toEqual([]);
  });
});
