import { orderDetailSchema, type OrderDetail } from 'shared-contracts/api/orders';
import { bankTransferSchema, paymentSchema, UNFINISHED_ATTEMPT_STATES, type Payment } from 'shared-contracts/api/payments';
import { depositOf } from 'shared-contracts/mall/money';
import { nextPosition, type AcceptanceState, type OrderState } from 'shared-contracts/mall/order-state';
import { errorBody, pageOfRows, queryOf, readBody, readJson, validationError } from 'shared-contracts/test-support/test-routes';
import { json, startTestServer, type Route } from 'shared-contracts/test-support/test-server';
import { PNG_SIGNATURE } from 'shared-contracts/test-support/upload-files';

/** Dong per yuan of the test server's `exchange_rate` (CNY_VND). */
export const RATE = 3500;
const BUYER_ID = 5;

/** An order as `GET api/orders/{id}` answers it, parsed through the contract so the fixture cannot drift from it. */
export function orderFixture(id: number, status: OrderState, acceptance: AcceptanceState): OrderDetail {
  const goodsTotal = 4999 * 20;
  return orderDetailSchema.parse({
    id, orderNo: `PO20261120${String(id).padStart(6, '0')}`, status, acceptance, currency: 'CNY', goodsTotal,
    depositAmount: depositOf(goodsTotal), paidAmount: 0, quantity: 20,
    depositDueAt: acceptance === 'accepted' && status === 'depositPending' ? '2026-11-21T08:30:00.000Z' : null, remarks: null, storeId: 1, storeName: '义乌小商品店',
    storeNameI18n: { en: 'Yiwu Small Goods', vi: 'Cửa hàng Nghĩa Ô' },
    lines: [{ id: id * 10, goodsId: 201, skuId: id * 100, goodsName: '纯棉T恤', goodsNameI18n: { en: 'Cotton T-shirt', vi: 'Áo thun cotton' },
      specText: '红色 / M', specI18n: { en: 'Red / M' }, imageUrl: null, unitPrice: 4999, quantity: 20, totalPrice: goodsTotal }],
    createTime: '2026-11-20T08:30:00.000Z', events: [],
  });
}

export const vndOf = (fen: number) => Math.round((fen * RATE) / 100);

/** The receiving account as the server answers it with what is due (the `payee_account` dictionary's seed). */
export const PAYEE = {
  bankName: '越南外贸股份商业银行（Vietcombank）', bankNameI18n: { en: 'Vietcombank', vi: 'Ngân hàng TMCP Ngoại thương Việt Nam (Vietcombank)' },
  branchName: '河内分行', branchNameI18n: { en: 'Hanoi branch', vi: 'Chi nhánh Hà Nội' },
  accountName: '跨境采购服务有限公司', accountNameI18n: { en: 'Cross-Border Procurement Services Co., Ltd.', vi: 'Công ty TNHH Dịch vụ Mua hàng Xuyên biên giới' },
  accountNo: '0011004567890',
};

/** A payment as the payment routes answer it. */
export function paymentFixture(id: number, fields: Partial<Payment> = {}): Payment {
  const amount = depositOf(4999 * 20);
  return paymentSchema.parse({
    id, serialNo: `PAY20261121${String(id).padStart(6, '0')}`, orderId: 5, orderNo: 'PO20261120000005', kind: 'deposit',
    method: 'BANK_TRANSFER_VND', status: 'PENDING_REVIEW', amount, currency: 'CNY', exchangeRate: RATE, amountVnd: vndOf(amount),
    breakdown: { goods: amount, depositCredited: 0, serviceFee: 0, packageFee: 0, tax: 0 }, remitterName: 'Lê Minh Tuấn',
    remitterBank: 'Vietcombank', remittedAmount: vndOf(amount), voucherUrl: `/api/payments/files/${BUYER_ID}/v${id}.png`, remittanceUrl: null,
    remarks: null, failureReason: null, reviewerName: null, reviewTime: null, createTime: `2026-11-21T0${id % 10}:00:00.000Z`, ...fields,
  });
}

/** One buyer's orders at each point of the deposit's way: payable (5), waiting (6), under review (4), refused (3), rejected (8), paid (9). */
const seedOrders = () => [
  orderFixture(5, 'depositPending', 'accepted'), orderFixture(6, 'depositPending', 'waiting'), orderFixture(4, 'depositReview', 'accepted'),
  orderFixture(3, 'closed', 'refused'), orderFixture(8, 'depositRejected', 'accepted'), orderFixture(9, 'awaitingStocking', 'accepted'),
];

type Answer = { status: number; body: unknown };
export type Upload = { contentType: string; bytes: number; png: boolean };

/**
 * The buyer's payment routes over real HTTP with the contracts' shapes: pictures accepted by their bytes (a PNG
 * signature in the multipart body), transfers checked with the contract schema and the order state machine (400 with
 * field errors, 409 mall.orderStateConflict), payments listed newest first with the status and order filters.
 */
export async function startPaymentsServer() {
  const state = {
    orders: seedOrders(), payments: [] as Payment[], uploads: [] as Upload[], transfers: [] as unknown[],
    nextTransfer: null as Answer | null, keys: new Set<string>(),
  };
  const reset = () => Object.assign(state, { orders: seedOrders(), payments: [], uploads: [], transfers: [], nextTransfer: null, keys: new Set() });
  const orderOf = (id: number) => state.orders.find((o) => o.id === id);

  const due: Route = (req, res) => {
    const order = orderOf(Number(queryOf(req).get('orderId')));
    if (!order) return json(res, 404, errorBody(404, 'mall.orderNotFound'));
    if ((queryOf(req).get('kind') ?? 'deposit') !== 'deposit') return json(res, 409, errorBody(409, 'mall.orderStateConflict'));
    const amount = order.depositAmount;
    json(res, 200, { orderId: order.id, orderNo: order.orderNo, kind: 'deposit', amount, currency: 'CNY', exchangeRate: RATE,
      amountVnd: vndOf(amount), breakdown: { goods: amount, depositCredited: 0, serviceFee: 0, packageFee: 0, tax: 0 },
      payee: PAYEE, transferReference: order.orderNo });
  };

  const upload: Route = (req, res) => {
    void readBody(req).then((data) => {
      const png = data.includes(Buffer.from(PNG_SIGNATURE));
      state.uploads.push({ contentType: req.headers['content-type'] ?? '', bytes: data.length, png });
      if (!png) return json(res, 400, errorBody(400, 'upload.typeNotAllowed'));
      const key = `payments/${BUYER_ID}/${state.uploads.length}.png`;
      state.keys.add(key);
      json(res, 200, { key, url: `/api/payments/files/${key.slice('payments/'.length)}` });
    });
  };

  const transfer: Route = (req, res) => {
    void readJson(req).then((body) => {
      state.transfers.push(body);
      const planned = state.nextTransfer;
      state.nextTransfer = null;
      if (planned) return json(res, planned.status, planned.body);
      const parsed = bankTransferSchema.safeParse(body);
      if (!parsed.success) return json(res, 400, validationError(parsed.error.issues));
      const input = parsed.data;
      const index = state.orders.findIndex((o) => o.id === input.orderId);
      const order = state.orders[index];
      if (!order) return json(res, 404, errorBody(404, 'mall.orderNotFound'));
      const next = nextPosition(order, 'payDeposit');
      if (!next) return json(res, 409, errorBody(409, 'mall.orderStateConflict'));
      if (!state.keys.has(input.voucherKey)) return json(res, 400, errorBody(400, 'mall.voucherRequired'));
      state.orders[index] = { ...order, ...next };
      const payment = paymentFixture(900 + state.transfers.length, {
        orderId: order.id, orderNo: order.orderNo, status: order.status === 'depositRejected' ? 'RE_REVIEW' : 'PENDING_REVIEW',
        remitterName: input.remitterName, remitterBank: input.remitterBank, remittedAmount: input.remittedAmount, remarks: input.remarks,
        voucherUrl: `/api/payments/files/${input.voucherKey.slice('payments/'.length)}`,
        remittanceUrl: input.remittanceKey ? `/api/payments/files/${input.remittanceKey.slice('payments/'.length)}` : null,
        createTime: '2026-11-22T09:00:00.000Z',
      });
      state.payments.push(payment);
      json(res, 201, payment);
    });
  };

  const mine: Route = (req, res) => {
    const q = queryOf(req);
    const rows = state.payments
      .filter((p) => !q.get('status') || p.status === q.get('status'))
      .filter((p) => !q.get('orderId') || p.orderId === Number(q.get('orderId')))
      .toSorted((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id);
    // hideUnfinished=true: online attempts that ended with no money moved are left out and counted (docs/payments.md).
    const unfinished = (p: Payment) => p.status === 'UNPAID' && (UNFINISHED_ATTEMPT_STATES as readonly string[]).includes(p.online?.attempt ?? '');
    const hide = q.get('hideUnfinished') === 'true';
    json(res, 200, { ...pageOfRows(hide ? rows.filter((p) => !unfinished(p)) : rows, q), hiddenUnfinished: hide ? rows.filter(unfinished).length : 0 });
  };

  const routes: Record<string, Route> = {
    '/api/payments/due': due, '/api/payments/files': upload, '/api/payments/bank-transfer': transfer, '/api/payments/mine': mine,
  };
  for (const { id } of seedOrders()) {
    routes[`/api/orders/${id}`] = (_req, res) => {
      const order = orderOf(id);
      return order ? json(res, 200, order) : json(res, 404, errorBody(404, 'mall.orderNotFound'));
    };
  }
  const server = await startTestServer(routes);
  const paths = () => server.requests.map((r) => `${r.method ?? ''} ${r.url ?? ''}`);
  return { ...server, state, paths, reset: () => { reset(); server.requests.length = 0; } };
}
