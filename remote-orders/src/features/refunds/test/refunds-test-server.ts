import { refundableSchema, refundRequestSchema, refundSchema, type Refund, type Refundable } from 'shared-contracts/api/refunds';
import { errorBody, pageOfRows, queryOf, readBody, readJson, validationError } from 'shared-contracts/test-support/test-routes';
import { json, startTestServer, type Route } from 'shared-contracts/test-support/test-server';
import { PNG_SIGNATURE, tinyPngBytes } from 'shared-contracts/test-support/upload-files';

export const BUYER_ID = 7;
export const BUYER = 'Lê Minh Tuấn';
export const OPERATOR = 'Trần Thị Mai';

const KETTLE = { goodsId: 301, goodsName: '电水壶', goodsNameI18n: { en: 'Electric kettle', vi: 'Ấm siêu tốc' }, specText: '白色', specI18n: { en: 'White', vi: 'Trắng' }, unitPrice: 8800 };
const FAN = { goodsId: 302, goodsName: '电风扇', goodsNameI18n: { en: 'Electric fan', vi: 'Quạt điện' }, specText: '16寸', specI18n: { en: '16 inch' }, unitPrice: 12_500 };

/** A refund as `GET api/refunds/mine/{id}` answers it, parsed through the contract so it cannot drift from it. */
export function refundFixture(id: number, overrides: Partial<Refund> = {}): Refund {
  const goods = id % 2 === 0 ? FAN : KETTLE;
  return refundSchema.parse({
    id, refundNo: `RF20261121${String(id).padStart(6, '0')}`, kind: 'stock', status: 'refunding', orderId: 12, orderNo: 'PO20261115000012',
    orderStatus: 'pendingShipment', lineId: 120 + (id % 2), ...goods, goodsImageUrl: null, currency: 'CNY', shipmentId: null, shipmentNo: null,
    quantity: 2, reason: 'Vỏ bị nứt', imageUrls: [], amount: goods.unitPrice * 2, suggestedAmount: goods.unitPrice * 2, initiatorName: BUYER,
    opinion: null, rejectReason: null, reviewerName: null, reviewTime: null, createTime: '2026-11-21T08:00:00.000Z', ...overrides,
  });
}

/** Order 12: two lines in stock (kettle 6 refundable, fan 0 with a refund under review); shipment 40 sent 3 kettles. */
const seedRefundable = (): Record<string, Refundable> => ({
  'orderId=12': refundableSchema.parse({ kind: 'stock', open: true, currency: 'CNY', lines: [
    { lineId: 121, orderId: 12, ...KETTLE, refundable: 6, openRefundId: null },
    { lineId: 120, orderId: 12, ...FAN, refundable: 0, openRefundId: 2 },
  ] }),
  'orderId=13': refundableSchema.parse({ kind: 'stock', open: false, currency: 'CNY', lines: [{ lineId: 131, orderId: 13, ...KETTLE, refundable: 0, openRefundId: null }] }),
  'shipmentId=40': refundableSchema.parse({ kind: 'shipment', open: true, currency: 'CNY', lines: [{ lineId: 121, orderId: 12, ...KETTLE, refundable: 3, openRefundId: null }] }),
});

/** Refund 2 under review (fan), refund 3 rejected with pictures, refund 5 approved on shipment 40. */
const seedRefunds = (): Refund[] => [
  refundFixture(2),
  refundFixture(3, {
    status: 'refundFailure', amount: 0, opinion: 'Hàng không lỗi', rejectReason: 'Hàng không lỗi', reviewerName: OPERATOR,
    reviewTime: '2026-11-22T09:30:00.000Z', imageUrls: [`/api/refunds/files/${BUYER_ID}/a.png`, `/api/refunds/files/${BUYER_ID}/b.png`],
  }),
  refundFixture(5, {
    kind: 'shipment', shipmentId: 40, shipmentNo: 'SH20261120000040', status: 'refundSuccess', amount: 15_000, opinion: 'Đã kiểm tra',
    reviewerName: OPERATOR, reviewTime: '2026-11-23T10:00:00.000Z', createTime: '2026-11-22T08:00:00.000Z',
  }),
];

type Answer = { status: number; body: unknown };

/**
 * The buyer's refund routes over real HTTP with the contract's shapes: what may be refunded per order or shipment,
 * pictures accepted by their bytes and served back, requests checked with the contract schema and the line's bound
 * (400 with field errors, 400 mall.refundQuantityExceeded) or answered with `nextRequest`, refunds listed and read.
 */
export async function startRefundsServer() {
  const state = {
    refunds: seedRefunds(), refundable: seedRefundable(), uploads: 0, requests: [] as unknown[], nextRequest: null as Answer | null,
    failPictures: new Set<string>(),
  };
  const reset = () => Object.assign(state, { refunds: seedRefunds(), refundable: seedRefundable(), uploads: 0, requests: [], nextRequest: null, failPictures: new Set() });

  const refundable: Route = (req, res) => {
    const q = queryOf(req);
    const found = state.refundable[q.has('orderId') ? `orderId=${q.get('orderId')}` : `shipmentId=${q.get('shipmentId')}`];
    return found ? json(res, 200, found) : json(res, 404, errorBody(404, 'mall.refundTargetNotFound'));
  };

  const upload: Route = (req, res) => {
    void readBody(req).then((data) => {
      if (!data.includes(Buffer.from(PNG_SIGNATURE))) return json(res, 400, errorBody(400, 'upload.typeNotAllowed'));
      state.uploads += 1;
      const key = `refunds/${BUYER_ID}/${state.uploads}.png`;
      json(res, 200, { key, url: `/api/refunds/files/${key.slice('refunds/'.length)}` });
    });
  };

  const request: Route = (req, res) => {
    void readJson(req).then((body) => {
      state.requests.push(body);
      const planned = state.nextRequest;
      state.nextRequest = null;
      if (planned) return json(res, planned.status, planned.body);
      const parsed = refundRequestSchema.safeParse(body);
      if (!parsed.success) return json(res, 400, validationError(parsed.error.issues));
      const input = parsed.data;
      const owner = input.orderId !== null ? `orderId=${input.orderId}` : `shipmentId=${input.shipmentId}`;
      const line = state.refundable[owner]?.lines.find((l) => l.lineId === input.lineId);
      if (!line) return json(res, 404, errorBody(404, 'mall.refundTargetNotFound'));
      if (line.openRefundId !== null) return json(res, 409, errorBody(409, 'mall.refundOpen'));
      if (input.quantity > line.refundable) return json(res, 400, errorBody(400, 'mall.refundQuantityExceeded'));
      const refund = refundFixture(100 + state.requests.length, {
        lineId: line.lineId, orderId: line.orderId, goodsName: line.goodsName, goodsNameI18n: line.goodsNameI18n, quantity: input.quantity,
        reason: input.reason, imageUrls: input.imageKeys.map((k) => `/api/refunds/files/${k.slice('refunds/'.length)}`),
        kind: input.shipmentId === null ? 'stock' : 'shipment', shipmentId: input.shipmentId, createTime: '2026-11-24T08:00:00.000Z',
      });
      state.refunds.push(refund);
      Object.assign(line, { refundable: line.refundable - input.quantity, openRefundId: refund.id });
      json(res, 201, refund);
    });
  };

  const mine: Route = (req, res) => {
    const q = queryOf(req);
    const rows = state.refunds
      .filter((r) => !q.get('orderId') || r.orderId === Number(q.get('orderId')))
      .filter((r) => !q.get('shipmentId') || r.shipmentId === Number(q.get('shipmentId')))
      .filter((r) => !q.get('status') || r.status === q.get('status'))
      .toSorted((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id);
    json(res, 200, pageOfRows(rows, q));
  };

  const routes: Record<string, Route> = {
    '/api/refunds/refundable': refundable, '/api/refunds/files': upload, '/api/refunds': request, '/api/refunds/mine': mine,
  };
  for (const id of [2, 3, 5, 101, 102]) {
    routes[`/api/refunds/mine/${id}`] = (_req, res) => {
      const found = state.refunds.find((r) => r.id === id);
      return found ? json(res, 200, found) : json(res, 404, errorBody(404, 'mall.refundNotFound'));
    };
  }
  // Each picture and its thumbnail (docs/storage.md), which the pages show.
  for (const name of ['a.png', 'b.png']) {
    const picture: Route = (_req, res) => {
      if (state.failPictures.has(name)) return json(res, 404, errorBody(404, 'error.notFound'));
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.from(tinyPngBytes()));
    };
    routes[`/api/refunds/files/${BUYER_ID}/${name}`] = picture;
    routes[`/api/refunds/files/${BUYER_ID}/${name}.thumb.webp`] = picture;
  }
  const server = await startTestServer(routes);
  const paths = () => server.requests.map((r) => `${r.method} ${r.url}`);
  return { ...server, state, reset: () => { reset(); server.requests.length = 0; }, paths };
}

export type RefundsServer = Awaited<ReturnType<typeof startRefundsServer>>;
