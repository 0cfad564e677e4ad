import { describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { LOCALES } from 'shared-contracts/i18n/locale';
import { orderStateMessageId, REFUND_STATES } from 'shared-contracts/mall/order-state';
import { refundMessages, refundOwnMessages } from './messages';

describe('refund messages', () => {
  it('have the same ids in en, cn and vi, none empty', () => {
    const ids = Object.keys(refundOwnMessages.en).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(refundOwnMessages[locale]).sort(), locale).toEqual(ids);
      for (const [id, text] of Object.entries(refundOwnMessages[locale])) expect(text.trim(), `${locale} ${id}`).not.toBe('');
    }
  });

  it('name every refund state and every refusal a request can meet', () => {
    const needed = [
      ...REFUND_STATES.map(orderStateMessageId),
      MessageKey.refundOpen, MessageKey.refundQuantityExceeded, MessageKey.refundReasonRequired, MessageKey.refundNotAllowed,
      MessageKey.refundImageInvalid, MessageKey.refundImagesTooMany, MessageKey.refundTargetNotFound, MessageKey.refundTargetRequired,
      MessageKey.orderNotFound, MessageKey.quantityRequired, MessageKey.uploadTypeNotAllowed, MessageKey.uploadFileTooLarge,
    ];
    for (const locale of LOCALES) expect(needed.filter((id) => refundMessages[locale][id] === undefined), locale).toEqual([]);
  });
});
