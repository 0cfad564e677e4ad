import { describe, expect, it } from 'vitest';
import { PRICE_CORRECTED_EVENT } from 'shared-contracts/api/orders';
import { LOCALES } from 'shared-contracts/i18n/locale';
import { DISPLAYED_ORDER_STATES, ORDER_ACTIONS, orderStateMessageId } from 'shared-contracts/mall/order-state';
import { opsOrderMessages, opsOrderOwnMessages } from './messages';

describe('order acceptance messages', () => {
  it('have the same ids in en, cn and vi, none empty', () => {
    const ids = Object.keys(opsOrderOwnMessages.en).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(opsOrderOwnMessages[locale]).sort(), locale).toEqual(ids);
      for (const [id, text] of Object.entries(opsOrderOwnMessages[locale])) expect(text.trim(), `${locale} ${id}`).not.toBe('');
    }
  });

  it('name every state and step of the flow, and translate the refusals the page shows', () => {
    const needed = [
      ...DISPLAYED_ORDER_STATES.map(orderStateMessageId),
      ...['placed', ...ORDER_ACTIONS, PRICE_CORRECTED_EVENT].map((a) => `admin.ops.orders.action.${a}`),
      'mall.reasonRequired', 'mall.orderStateConflict', 'mall.goodsPriceInvalid', 'mall.linePriceNotCollected', 'mall.orderLineInvalid',
      'order.linePrice.collected', 'order.linePrice.corrected', 'order.linePrice.was', 'order.linePrice.reason',
    ];
    for (const locale of LOCALES) expect(needed.filter((id) => opsOrderMessages[locale][id] === undefined), locale).toEqual([]);
  });
});
