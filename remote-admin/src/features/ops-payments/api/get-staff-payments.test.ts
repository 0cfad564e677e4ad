import { describe, expect, it } from 'vitest';
import { pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { staffPaymentFixture, startOpsPaymentsServer } from '../test/ops-payments-test-server';
import { fetchReviewQueue } from './get-staff-payments';

const { server } = pageTestServer(startOpsPaymentsServer);

/** 150 payments awaiting review, every third a re-review, one a minute apart (id 150 the newest). */
function seedQueue() {
  server.state.payments = Array.from({ length: 150 }, (_, i) => staffPaymentFixture(i + 1, {
    status: (i + 1) % 3 === 0 ? 'RE_REVIEW' : 'PENDING_REVIEW',
    createTime: new Date(Date.UTC(2026, 10, 21) + (i + 1) * 60_000).toISOString(),
  }));
}

describe('fetchReviewQueue', () => {
  it('merges pending review and re-review newest first, with their totals', async () => {
    seedQueue();
    const first = await fetchReviewQueue({ keyword: '', page: 0, size: 20 });
    expect(first.totalElements).toBe(150);
    expect(first.content.map((p) => p.id)).toEqual(Array.from({ length: 20 }, (_, i) => 150 - i));
  });

  it('reads past the contract’s page of 100 for a deep page', async () => {
    seedQueue();
    const sixth = await fetchReviewQueue({ keyword: '', page: 5, size: 20 });
    expect(sixth.content.map((p) => p.id)).toEqual(Array.from({ length: 20 }, (_, i) => 50 - i));
    expect(server.paths()).toContain('/api/payments/admin?page=1&size=100&status=PENDING_REVIEW');
  });
});
