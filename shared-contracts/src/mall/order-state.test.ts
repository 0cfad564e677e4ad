import { describe, expect, it } from 'vitest';
import {
  ACCEPTANCE_STATES, actionsFor, canTransition, displayedOrderState, FINAL_ORDER_STATES, nextPosition, ORDER_ACTIONS, ORDER_STATES,
  type AcceptanceState, type DeliveryProgress, type DisplayedOrderState, type OrderAction, type OrderState,
} from './order-state';

/**
 * The flow of SPEC §4 written out by hand, position by position: each legal (state, acceptance, action) and
 * where it leads. Everything not listed must be refused.
 */
const LEGAL: [OrderState, AcceptanceState, OrderAction, OrderState, AcceptanceState][] = [
  ['depositPending', 'waiting', 'accept', 'depositPending', 'accepted'],
  ['depositPending', 'waiting', 'refuse', 'closed', 'refused'],
  ['depositPending', 'waiting', 'cancel', 'closed', 'waiting'],
  ['depositPending', 'accepted', 'cancel', 'closed', 'accepted'],
  ['depositPending', 'refused', 'cancel', 'closed', 'refused'],
  ['depositPending', 'accepted', 'closeUnpaid', 'closed', 'accepted'],
  ['depositPending', 'accepted', 'payDeposit', 'depositReview', 'accepted'],
  ['depositRejected', 'accepted', 'payDeposit', 'depositReview', 'accepted'],
];
/** Transitions past the deposit do not look at acceptance (only accepted orders get there). */
const FLOW: [OrderState, OrderAction, OrderState][] = [
  ['depositReview', 'approveDeposit', 'awaitingStocking'],
  ['depositReview', 'rejectDeposit', 'depositRejected'],
  ['awaitingStocking', 'completeStocking', 'finalPaymentPending'],
  ['finalPaymentPending', 'payFinal', 'finalPaymentReview'],
  ['finalPaymentRejected', 'payFinal', 'finalPaymentReview'],
  ['finalPaymentPending', 'expireStock', 'closed'],
  ['finalPaymentRejected', 'expireStock', 'closed'],
  ['finalPaymentReview', 'approveFinal', 'pendingShipment'],
  ['finalPaymentReview', 'rejectFinal', 'finalPaymentRejected'],
  ['pendingShipment', 'ship', 'shipping'],
  ['shipping', 'deliver', 'delivered'],
  ['delivered', 'complete', 'completed'],
  ['delivered', 'autoComplete', 'completed'],
  ['pendingShipment', 'closeRefunded', 'closed'],
];

const expected = new Map<string, [OrderState, AcceptanceState]>();
for (const [state, acceptance, action, to, acceptanceTo] of LEGAL) expected.set(`${state}/${acceptance}/${action}`, [to, acceptanceTo]);
for (const [state, action, to] of FLOW) {
  for (const acceptance of ACCEPTANCE_STATES) expected.set(`${state}/${acceptance}/${action}`, [to, acceptance]);
}

const everyPosition = ORDER_STATES.flatMap((status) => ACCEPTANCE_STATES.map((acceptance) => ({ status, acceptance })));

describe('the order state machine', () => {
  it.each(everyPosition)('from $status ($acceptance): exactly the legal actions, each to its state', (position) => {
    for (const action of ORDER_ACTIONS) {
      const want = expected.get(`${position.status}/${position.acceptance}/${action}`) ?? null;
      expect(canTransition(position, action), `${action}`).toBe(want !== null);
      expect(nextPosition(position, action), `${action}`).toEqual(want && { status: want[0], acceptance: want[1] });
    }
  });

  it('names every action of the table in the hand-written flow (no transition untested)', () => {
    const covered = new Set([...LEGAL.map((l) => l[2]), ...FLOW.map((f) => f[1])]);
    expect(ORDER_ACTIONS.filter((a) => !covered.has(a))).toEqual([]);
  });

  it('walks the whole flow from placement to completion', () => {
    const walk: OrderAction[] = ['accept', 'payDeposit', 'rejectDeposit', 'payDeposit', 'approveDeposit', 'completeStocking',
      'payFinal', 'approveFinal', 'ship', 'deliver', 'complete'];
    let position = { status: 'depositPending' as OrderState, acceptance: 'waiting' as AcceptanceState };
    for (const action of walk) {
      const next = nextPosition(position, action);
      expect(next, `${action} from ${position.status}`).not.toBeNull();
      position = next!;
    }
    expect(position).toEqual({ status: 'completed', acceptance: 'accepted' });
  });

  it('offers each actor only its own actions, and staff only what their permissions grant', () => {
    const review = { status: 'depositReview' as const, acceptance: 'accepted' as const };
    expect(actionsFor(review, 'buyer')).toEqual([]);
    expect(actionsFor(review, 'staff', (code) => code === 'payment:review')).toEqual(['approveDeposit', 'rejectDeposit']);
    expect(actionsFor(review, 'staff', () => false)).toEqual([]);
    const placed = { status: 'depositPending' as const, acceptance: 'waiting' as const };
    expect(actionsFor(placed, 'buyer')).toEqual(['cancel']);
    expect(actionsFor({ ...placed, acceptance: 'accepted' }, 'buyer')).toEqual(['cancel', 'payDeposit']);
    expect(actionsFor({ ...placed, acceptance: 'accepted' }, 'system')).toEqual(['closeUnpaid']);
  });

  it('ends only in completed, closed and the refund labels (which orders never take as status)', () => {
    expect([...FINAL_ORDER_STATES].sort()).toEqual(['closed', 'completed', 'refundFailure', 'refundSuccess', 'refunding']);
  });
});

/** Where a shipping order's goods are (in the warehouse, on the way, delivered) and what its buyer reads. */
const SHIPPING_DISPLAY: [DeliveryProgress, DisplayedOrderState][] = [
  [{ inWarehouse: 0, inTransit: 20, delivered: 0 }, 'shipping'],
  [{ inWarehouse: 10, inTransit: 10, delivered: 0 }, 'partlyShipped'],
  [{ inWarehouse: 0, inTransit: 10, delivered: 10 }, 'partlyDelivered'],
  [{ inWarehouse: 5, inTransit: 5, delivered: 10 }, 'partlyDelivered'],
  [{ inWarehouse: 10, inTransit: 0, delivered: 10 }, 'partlyDeliveredInWarehouse'],
  [{ inWarehouse: 0, inTransit: 0, delivered: 20 }, 'delivered'],
];

describe('the displayed state', () => {
  const accepted = { acceptance: 'accepted' as const };
  it.each(SHIPPING_DISPLAY)('of a shipping order with %o is %s', (delivery, want) => {
    expect(displayedOrderState({ status: 'shipping', ...accepted, delivery })).toBe(want);
  });

  it('is the status elsewhere, and a shipping order read without its progress stays shipping', () => {
    const delivery = { inWarehouse: 10, inTransit: 0, delivered: 10 };
    expect(displayedOrderState({ status: 'delivered', ...accepted, delivery })).toBe('delivered');
    expect(displayedOrderState({ status: 'pendingShipment', ...accepted, delivery: { inWarehouse: 20, inTransit: 0, delivered: 0 } })).toBe('pendingShipment');
    expect(displayedOrderState({ status: 'shipping', ...accepted })).toBe('shipping');
    expect(displayedOrderState({ status: 'shipping', ...accepted, delivery: null })).toBe('shipping');
  });

  it('puts refusal, close and waiting for acceptance before the status', () => {
    expect(displayedOrderState({ status: 'closed', acceptance: 'refused' })).toBe('refused');
    expect(displayedOrderState({ status: 'closed', acceptance: 'waiting' })).toBe('closed');
    expect(displayedOrderState({ status: 'depositPending', acceptance: 'waiting' })).toBe('awaitingAcceptance');
  });
});
