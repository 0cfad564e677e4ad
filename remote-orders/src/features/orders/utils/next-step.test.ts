import { describe, expect, it } from 'vitest';
import { nextStepOf } from './next-step';

const order = (status: Parameters<typeof nextStepOf>[0]['status'], delivery: Parameters<typeof nextStepOf>[0]['delivery'] = null, acceptance: 'waiting' | 'accepted' = 'accepted') =>
  ({ id: 7, status, acceptance, delivery });

describe('the next step of an order', () => {
  it('is paying the deposit, then the balance, each on its payment page', () => {
    expect(nextStepOf(order('depositPending'))).toEqual({ labelId: 'orders.next.payDeposit', to: '/mallPayment/7' });
    expect(nextStepOf(order('depositRejected'))?.labelId).toBe('orders.next.payDeposit');
    expect(nextStepOf(order('finalPaymentPending'))).toEqual({ labelId: 'orders.next.payBalance', to: '/mallPayment/7?kind=final' });
    expect(nextStepOf(order('finalPaymentRejected'))?.labelId).toBe('orders.next.payBalance');
  });

  it('is confirming receipt while delivered goods wait for it, partly shipped orders included', () => {
    const partly = { inWarehouse: 10, inTransit: 0, delivered: 10, received: 0 };
    expect(nextStepOf(order('shipping', partly))).toEqual({ labelId: 'orders.next.confirmReceipt', to: '/myOrderDetail/7#order-delivery' });
    expect(nextStepOf(order('shipping', { ...partly, received: 10 }))).toBeNull();
    expect(nextStepOf(order('delivered', { inWarehouse: 0, inTransit: 0, delivered: 20, received: 10 }))?.labelId).toBe('orders.next.confirmReceipt');
    expect(nextStepOf(order('completed', { inWarehouse: 0, inTransit: 0, delivered: 20, received: 0 }))).toBeNull();
  });

  it('is nobody\'s step of the buyer while someone else acts', () => {
    expect(nextStepOf(order('depositPending', null, 'waiting'))).toBeNull();
    for (const status of ['depositReview', 'awaitingStocking', 'finalPaymentReview', 'pendingShipment'] as const) expect(nextStepOf(order(status))).toBeNull();
  });
});
