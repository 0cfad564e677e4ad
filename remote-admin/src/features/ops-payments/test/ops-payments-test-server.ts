import { PAYMENT_REVIEW_QUEUE, paymentReviewSchema, REVIEWABLE_PAYMENT_STATES, staffPaymentSchema, type StaffPayment } from 'shared-contracts/api/payments';
import { listSortOf } from 'shared-contracts/api/staff-lists';
import { pageOfRows, queryOf, readJson } from 'shared-contracts/test-support/test-routes';
import { exportRoute, json, noExportPlan, startTestServer, type Route } from 'shared-contracts/test-support/test-server';

/** A real 1×1 PNG, as the server answers a stored voucher. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const RATE = 3500;

/** A row of `GET api/payments/admin`, parsed through the contract so the fixture cannot drift from it. */
export function staffPaymentFixture(id: number, fields: Partial<StaffPayment> = {}): StaffPayment {
  const amount = 29_994;
  return staffPaymentSchema.parse({
    id, serialNo: `PAY20261121${String(id).padStart(6, '0')}`, orderId: 100 + id, orderNo: `PO20261120${String(100 + id).padStart(6, '0')}`,
    kind: 'deposit', method: 'BANK_TRANSFER_VND', status: 'PENDING_REVIEW', amount, currency: 'CNY', exchangeRate: RATE,
    amountVnd: Math.round((amount * RATE) / 100), breakdown: { goods: amount, depositCredited: 0, serviceFee: 0, packageFee: 0, tax: 0 },
    remitterName: 'Lê Minh Tuấn', remitterBank: 'Vietcombank', remittedAmount: Math.round((amount * RATE) / 100),
    voucherUrl: `/api/payments/files/5/v${id}.png`, remittanceUrl: null, remarks: null, failureReason: null, reviewerName: null,
    reviewTime: null, createTime: `2026-11-21T${String(id).padStart(2, '0')}:00:00.000Z`, buyerId: 5, buyerName: 'Lê Minh Tuấn', ...fields,
  });
}

/** The queue: pending (1, 3, 4), a re-review after a refusal (2, amount short), and decided ones (5 paid, 6 rejected). */
const seed = () => [
  staffPaymentFixture(1), staffPaymentFixture(2, { status: 'RE_REVIEW', remittedAmount: 1_000_000, buyerName: 'Nguyễn Văn An', remittanceUrl: '/api/payments/files/5/r2.png' }),
  staffPaymentFixture(3, { remitterName: 'Phạm Thu Hà', remitterBank: 'ACB' }), staffPaymentFixture(4),
  staffPaymentFixture(5, { status: 'PAID', reviewerName: 'Trần Thị Mai', reviewTime: '2026-11-22T01:00:00.000Z' }),
  staffPaymentFixture(6, { status: 'REVIEW_FAILED', failureReason: 'Ảnh mờ' }),
];

export type Review = { id: number; body: unknown; authorization: string | undefined };

/**
 * The staff payment routes over real HTTP with the contract's shapes: the list filtered by state (or the review queue)
 * and keyword and paged in the contract's order (the queue longest waiting first, other views newest first), decisions checked (a rejection needs a reason: 400 mall.reasonRequired; a payment decided
 * already: 409 mall.paymentReviewed), pictures served only with a Bearer token (404 otherwise, as the server does).
 */
export async function startOpsPaymentsServer() {
  const state = { payments: seed(), reviews: [] as Review[], pictureRequests: [] as Review[], exportPlan: noExportPlan() };
  const reset = () => Object.assign(state, { payments: seed(), reviews: [], pictureRequests: [], exportPlan: noExportPlan() });

  const list: Route = (req, res) => {
    const q = queryOf(req);
    const keyword = (q.get('keyword') ?? '').toLowerCase();
    const status = q.get('status');
    const sort = listSortOf('payments', status);
    const rows = state.payments
      .filter((p) => !status || (status === PAYMENT_REVIEW_QUEUE ? REVIEWABLE_PAYMENT_STATES.includes(p.status) : p.status === status))
      .filter((p) => !keyword || [p.serialNo, p.orderNo, p.remitterName ?? ''].some((t) => t.toLowerCase().includes(keyword)))
      .toSorted((a, b) => (b.createTime.localeCompare(a.createTime) || b.id - a.id) * (sort === 'waiting' ? -1 : 1));
    json(res, 200, pageOfRows(rows, q));
  };
  const review = (id: number): Route => (req, res) => {
    void readJson(req).then((body) => {
      state.reviews.push({ id, body, authorization: req.headers.authorization });
      const parsed = paymentReviewSchema.safeParse(body);
      const index = state.payments.findIndex((p) => p.id === id);
      const payment = state.payments[index];
      if (!parsed.success) return json(res, 400, { status: 400, message: 'error.validation' });
      if (!payment) return json(res, 404, { status: 404, message: 'mall.paymentNotFound' });
      if (!parsed.data.approve && !parsed.data.reason) return json(res, 400, { status: 400, message: 'mall.reasonRequired' });
      if (!REVIEWABLE_PAYMENT_STATES.includes(payment.status)) return json(res, 409, { status: 409, message: 'mall.paymentReviewed' });
      const decided: StaffPayment = { ...payment, status: parsed.data.approve ? 'PAID' : 'REVIEW_FAILED', failureReason: parsed.data.reason,
        reviewerName: 'Trần Thị Mai', reviewTime: '2026-11-22T02:00:00.000Z' };
      state.payments[index] = decided;
      json(res, 200, decided);
    });
  };
  const picture: Route = (req, res) => {
    state.pictureRequests.push({ id: 0, body: req.url, authorization: req.headers.authorization });
    if (!req.headers.authorization?.startsWith('Bearer ')) return json(res, 404, { status: 404, message: 'error.notFound' });
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'private, no-store' });
    res.end(PNG);
  };

  const routes: Record<string, Route> = { '/api/payments/admin': list, '/api/payments/admin/download': exportRoute(() => state.exportPlan) };
  // Each picture and its thumbnail (docs/storage.md), which the queue shows.
  for (const { id } of seed()) {
    routes[`/api/payments/${id}/review`] = review(id);
    routes[`/api/payments/files/5/v${id}.png`] = picture;
    routes[`/api/payments/files/5/v${id}.png.thumb.webp`] = picture;
  }
  routes['/api/payments/files/5/r2.png.thumb.webp'] = (_req, res) => json(res, 404, { status: 404, message: 'error.notFound' });
  const server = await startTestServer(routes);
  const paths = () => server.requests.map((r) => r.url ?? '');
  return { ...server, state, paths, reset: () => { reset(); server.requests.length = 0; } };
}
