import { refundReviewSchema, staffRefundSchema, type StaffRefund } from 'shared-contracts/api/refunds';
import { REFUND_STATES } from 'shared-contracts/mall/order-state';
import { pageOfRows, queryOf, readJson } from 'shared-contracts/test-support/test-routes';
import { exportRoute, json, noExportPlan, startTestServer, type Route } from 'shared-contracts/test-support/test-server';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
export const BUYER_ID = 5;

/** A refund as `GET api/refunds/admin` lists it, parsed through the contract so it cannot drift from it. */
export function staffRefundFixture(id: number, overrides: Partial<StaffRefund> = {}): StaffRefund {
  return staffRefundSchema.parse({
    id, refundNo: `RF20261121${String(id).padStart(6, '0')}`, kind: 'stock', status: 'refunding', orderId: 40 + id,
    orderNo: `PO20261115${String(40 + id).padStart(6, '0')}`, orderStatus: 'pendingShipment', lineId: 400 + id, goodsId: 301,
    goodsName: '电水壶', goodsNameI18n: { en: 'Electric kettle', vi: 'Ấm siêu tốc' }, specText: '白色', specI18n: { en: 'White' },
    goodsImageUrl: null, unitPrice: 8800, currency: 'CNY', shipmentId: null, shipmentNo: null, quantity: 3, reason: 'Vỏ bị nứt',
    imageUrls: [], amount: 26_400, suggestedAmount: 26_400, initiatorName: 'Nguyễn Văn An', opinion: null, rejectReason: null,
    reviewerName: null, reviewTime: null, createTime: new Date(Date.UTC(2026, 10, 21) + id * 60_000).toISOString(),
    buyerId: BUYER_ID, buyerName: 'Nguyễn Văn An', maxAmount: 26_400, ...overrides,
  });
}

/** Three under review (2 with pictures, 3 on a shipment with a bound below its goods value), one approved, one rejected. */
const seed = (): StaffRefund[] => [
  staffRefundFixture(1, { status: 'refundSuccess', amount: 20_000, reviewerName: 'Trần Thị Mai', reviewTime: '2026-11-22T02:00:00.000Z', opinion: 'OK' }),
  staffRefundFixture(2, { imageUrls: [`/api/refunds/files/${BUYER_ID}/p2a.png`, `/api/refunds/files/${BUYER_ID}/p2b.png`] }),
  staffRefundFixture(3, { kind: 'shipment', shipmentId: 70, shipmentNo: 'SH20261120000070', quantity: 2, amount: 17_600, suggestedAmount: 17_600, maxAmount: 10_000 }),
  staffRefundFixture(4, { status: 'refundFailure', amount: 0, opinion: 'Hàng không lỗi', rejectReason: 'Hàng không lỗi', reviewerName: 'Trần Thị Mai', reviewTime: '2026-11-22T03:00:00.000Z' }),
  staffRefundFixture(5, { buyerName: 'Phạm Thị Lan' }),
];

export type Review = { id: number; body: unknown };

/**
 * The staff refund routes over real HTTP with the contract's shapes: the list filtered by state and keyword, newest
 * first, with counts; decisions checked as the server does (an opinion to reject: 400 mall.reasonRequired; an amount
 * over the bound: 400 mall.refundAmountInvalid; decided already: 409 mall.refundReviewed); pictures for a Bearer token.
 */
export async function startOpsRefundsServer() {
  const state = { refunds: seed(), reviews: [] as Review[], pictureRequests: [] as string[], exportPlan: noExportPlan() };
  const reset = () => Object.assign(state, { refunds: seed(), reviews: [], pictureRequests: [], exportPlan: noExportPlan() });
  const matching = (q: URLSearchParams) => {
    const keyword = (q.get('keyword') ?? '').toLowerCase();
    return state.refunds.filter((r) => !keyword || [r.refundNo, r.orderNo, r.buyerName].some((t) => t.toLowerCase().includes(keyword)));
  };

  const list: Route = (req, res) => {
    const q = queryOf(req);
    const rows = matching(q).filter((r) => !q.get('status') || r.status === q.get('status'))
      .toSorted((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id);
    json(res, 200, pageOfRows(rows, q));
  };
  const counts: Route = (req, res) => {
    const rows = matching(queryOf(req));
    json(res, 200, Object.fromEntries(REFUND_STATES.map((s) => [s, rows.filter((r) => r.status === s).length])));
  };
  const review = (id: number): Route => (req, res) => {
    void readJson(req).then((body) => {
      state.reviews.push({ id, body });
      const parsed = refundReviewSchema.safeParse(body);
      const index = state.refunds.findIndex((r) => r.id === id);
      const refund = state.refunds[index];
      if (!parsed.success) return json(res, 400, { status: 400, message: parsed.error.issues[0]?.message ?? 'error.validation' });
      if (!refund) return json(res, 404, { status: 404, message: 'mall.refundNotFound' });
      if (!parsed.data.approve && !parsed.data.opinion) return json(res, 400, { status: 400, message: 'mall.reasonRequired' });
      if (refund.status !== 'refunding') return json(res, 409, { status: 409, message: 'mall.refundReviewed' });
      if ((parsed.data.amount ?? 0) > refund.maxAmount) return json(res, 400, { status: 400, message: 'mall.refundAmountInvalid' });
      const decided: StaffRefund = {
        ...refund, status: parsed.data.approve ? 'refundSuccess' : 'refundFailure', amount: parsed.data.amount ?? 0, opinion: parsed.data.opinion,
        rejectReason: parsed.data.approve ? null : parsed.data.opinion, reviewerName: 'Trần Thị Mai', reviewTime: '2026-11-22T05:00:00.000Z',
      };
      state.refunds[index] = decided;
      json(res, 200, decided);
    });
  };
  const picture: Route = (req, res) => {
    state.pictureRequests.push(`${req.url} ${req.headers.authorization ?? ''}`);
    if (!req.headers.authorization?.startsWith('Bearer ')) return json(res, 404, { status: 404, message: 'error.notFound' });
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'private, no-store' });
    res.end(PNG);
  };

  const routes: Record<string, Route> = {
    '/api/refunds/admin': list, '/api/refunds/admin/counts': counts, '/api/refunds/admin/download': exportRoute(() => state.exportPlan),
    [`/api/refunds/files/${BUYER_ID}/p2a.png`]: picture, [`/api/refunds/files/${BUYER_ID}/p2b.png`]: picture,
    // The thumbnails (docs/storage.md), which the review shows.
    [`/api/refunds/files/${BUYER_ID}/p2a.png.thumb.webp`]: picture, [`/api/refunds/files/${BUYER_ID}/p2b.png.thumb.webp`]: picture,
  };
  for (const { id } of seed()) routes[`/api/refunds/${id}/review`] = review(id);
  const server = await startTestServer(routes);
  const paths = () => server.requests.map((r) => r.url ?? '');
  return { ...server, state, paths, reset: () => { reset(); server.requests.length = 0; } };
}
