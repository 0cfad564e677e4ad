import { describe, expect, it } from 'vitest';
import { PRICE_CORRECTED_EVENT } from 'shared-contracts/api/orders';
import { LOCALES } from 'shared-contracts/i18n/locale';
import { DISPLAYED_ORDER_STATES, ORDER_ACTIONS, orderStateMessageId } from 'shared-contracts/mall/order-state';
import { orderMessages } from './messages';
import { STATE_GROUPS } from './utils/state-groups';

describe('order messages', () => {
  it('have the same ids in en, cn and vi, none empty', () => {
    const ids = Object.keys(orderMessages.en).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(orderMessages[locale]).sort(), locale).toEqual(ids);
      for (const [id, text] of Object.entries(orderMessages[locale])) expect(text.trim(), `${locale} ${id}`).not.toBe('');
    }
  });

  it('name every state, tab and step of the flow', () => {
    const needed = [
      ...DISPLAYED_ORDER_STATES.map(orderStateMessageId),
      ...STATE_GROUPS.map((g) => `orders.tabs.group.${g.key}`),
      ...['placed', ...ORDER_ACTIONS, PRICE_CORRECTED_EVENT].map((a) => `orders.action.${a}`),
      'order.linePrice.collected', 'order.linePrice.corrected', 'order.linePrice.was', 'order.linePrice.reason',
    ];
    expect(needed.filter((id) => orderMessages.en[id] === undefined)).toEqual([]);
  });
});
