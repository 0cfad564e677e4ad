import { describe, expect, it } from 'vitest';
import type { OrderCounts } from 'shared-contracts/api/orders';
import { DISPLAYED_ORDER_STATES, REFUND_STATES } from 'shared-contracts/mall/order-state';
import { groupCount, STATE_GROUPS, stateForTab, tabOf, totalCount } from './state-groups';

const counts = (some: Partial<OrderCounts>): OrderCounts =>
  Object.fromEntries(DISPLAYED_ORDER_STATES.map((s) => [s, some[s] ?? 0])) as OrderCounts;

describe('state groups of the tabs', () => {
  it('reach every state an order can show exactly once (refunds are records of their own, never a status)', () => {
    const grouped = STATE_GROUPS.flatMap((g) => g.states);
    const refunds: readonly string[] = REFUND_STATES;
    expect([...grouped].sort()).toEqual(DISPLAYED_ORDER_STATES.filter((s) => !refunds.includes(s)).sort());
  });

  it('find the tab of a state, All for none', () => {
    expect(tabOf(null)).toBe('all');
    expect(tabOf('depositRejected')).toBe('deposit');
    expect(tabOf('refused')).toBe('closed');
  });

  it('count a group and all', () => {
    const c = counts({ depositPending: 2, depositReview: 1, completed: 4 });
    expect(groupCount(STATE_GROUPS[1], c)).toBe(3);
    expect(totalCount(c)).toBe(7);
  });

  it('open a group on its first state that has orders, else its first state', () => {
    expect(stateForTab('deposit', counts({ depositReview: 1 }))).toBe('depositReview');
    expect(stateForTab('deposit', counts({}))).toBe('depositPending');
    expect(stateForTab('deposit', undefined)).toBe('depositPending');
    expect(stateForTab('all', counts({ completed: 1 }))).toBeNull();
  });
});
