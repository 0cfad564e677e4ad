import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale';
import { DISPLAYED_ORDER_STATES, orderStateMessageId } from '../mall/order-state';
import { orderStateMessages } from './messages-order-states';

describe('order state labels', () => {
  it.each(LOCALES)('name every displayed state in %s', (locale) => {
    const ids = DISPLAYED_ORDER_STATES.map(orderStateMessageId);
    expect(Object.keys(orderStateMessages[locale]).sort()).toEqual(ids.sort());
    for (const id of ids) expect(orderStateMessages[locale][id]?.trim()).toBeTruthy();
  });
});
