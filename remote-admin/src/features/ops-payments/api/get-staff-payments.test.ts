import { describe, expect, it } from 'vitest';
import { pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { staffPaymentFixture, startOpsPaymentsServer } from '../test/ops-payments-test-server';
import { fetchStaffPayments, REVIEW_QUEUE } from './get-staff-payments';

const { server } = pageTestServer(startOpsPaymentsServer);

/** 150 payments awaiting review, every third a re-review, one a minute apart (id 1 sent first), and one paid. */
function seedQueue() {
  server.state.payments = [
    ...Array.from({ length: 150 }, (_, i) => staffPaymentFixture(i + 1, {
      status: (i + 1) % 3 === 0 ? 'RE_REVIEW' : 'PENDING_REVIEW',
      createTime: new Date(Date.UTC(2026, 10, 21) + (i + 1) * 60_000).toISOString(),
    })),
    staffPaymentFixture(151, { status: 'PAID', createTime: new Date(Date.UTC(2026, 10, 20)).toISOString() }),
  ];
}

describe('fetchStaffPayments', () => {
  it('asks for the review queue in one request: both states, the payment waiting longest first', async () => {
    seedQueue();
    const sixth = await fetchStaffPayments({ view: REVIEW_QUEUE, keyword: '', page: 5, size: 20 });
    expect(sixth.totalElements).toBe(150);
    expect(sixth.content.map((p) => p.id)).toEqual(Array.from({ length: 20 }, (_, i) => 101 + i));
    expect(server.paths()).toEqual(['/api/payments/admin?page=5&size=20&status=queue']);
  });

  it('asks for every state without a status, newest first', async () => {
    seedQueue();
    const first = await fetchStaffPayments({ view: '', keyword: '', page: 0, size: 3 });
    expect(first.content.map((p) => p.id)).toEqual([150, 149, 148]);
    expect(server.paths()).toEqual(['/api/payments/admin?page=0&size=3']);
  });
});
