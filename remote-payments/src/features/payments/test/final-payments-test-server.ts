import { finalConfirmationSchema, lineQuantitiesQuerySchema, type LineQuantity } from 'shared-contracts/api/final-payment';
import { orderDetailSchema, type OrderDetail } from 'shared-contracts/api/orders';
import { onlinePaymentStartSchema, SMS_MAX_TRIES } from 'shared-contracts/api/online-payments';
import { bankTransferSchema, paymentDueSchema, paymentSchema, type Payment, type PaymentDue } from 'shared-contracts/api/payments';
import type { OrderState } from 'shared-contracts/mall/order-state';
import { errorBody, queryOf, readBody } from 'shared-contracts/test-support/test-routes';
import { json, startTestServer, type Route } from 'shared-contracts/test-support/test-server';
import { PNG_SIGNATURE } from 'shared-contracts/test-support/upload-files';
import { intentFixture } from './online-test-server';
import { PAYEE } from './payments-test-server';

/** Dong per yuan, and the fees of the order settings the server would read (3% service, 10.00 a package, 10% tax). */
export const RATE = 3600;
const CUP = { lineId: 210, skuId: 11, goodsName: '保温杯', goodsNameI18n: { en: 'Thermos cup', vi: 'Bình giữ nhiệt' }, specText: '500ml', specI18n: {}, imageUrl: null, unitPrice: 3333, ordered: 4, stocked: 3 };
const LID = { lineId: 211, skuId: 22, goodsName: '杯盖', goodsNameI18n: { en: 'Cup lid', vi: 'Nắp cốc' }, specText: '黑色', specI18n: { en: 'Black' }, imageUrl: null, unitPrice: 1999, ordered: 2, stocked: 2 };
export const DEPOSIT = 4200;

function order(id: number, status: OrderState): OrderDetail {
  return orderDetailSchema.parse({
    id, orderNo: `PO20261120${String(id).padStart(6, '0')}`, status, acceptance: 'accepted', currency: 'CNY', goodsTotal: 3333 * 4 + 1999 * 2,
    depositAmount: DEPOSIT, paidAmount: DEPOSIT, depositDueAt: null, quantity: 6, remarks: null, storeId: 1, storeName: '义乌小商品店', storeNameI18n: {},
    lines: [CUP, LID].map((l) => ({ id: l.lineId, goodsId: l.skuId, skuId: l.skuId, goodsName: l.goodsName, goodsNameI18n: l.goodsNameI18n,
      specText: l.specText, specI18n: l.specI18n, imageUrl: null, unitPrice: l.unitPrice, quantity: l.ordered, totalPrice: l.unitPrice * l.ordered })),
    createTime: '2026-11-20T08:30:00.000Z', events: [],
  });
}

/** Payable (21), rejected once (22), still stocking (23), under review (24), paid (25). */
const seedOrders = () => [order(21, 'finalPaymentPending'), order(22, 'finalPaymentRejected'), order(23, 'awaitingStocking'),
  order(24, 'finalPaymentReview'), order(25, 'pendingShipment')];

const halfUp = (fen: number, percent: number) => Math.round((fen * percent) / 100);

/** The balance as the server computes it (docs/orders.md), for what these tests take. */
export function finalDue(orderId: number, quantities: readonly LineQuantity[] | null): PaymentDue {
  const taken = new Map((quantities ?? [CUP, LID].map((l) => ({ lineId: l.lineId, quantity: l.stocked }))).map((q) => [q.lineId, q.quantity]));
  const lines = [CUP, LID].map((l) => ({ ...l, quantity: taken.get(l.lineId) ?? 0, goods: l.unitPrice * (taken.get(l.lineId) ?? 0) }));
  const goods = lines.reduce((s, l) => s + l.goods, 0);
  const serviceFee = halfUp(goods, 3);
  const packageFee = lines.filter((l) => l.quantity > 0).length * 1000;
  const tax = halfUp(goods + serviceFee + packageFee, 10);
  const total = goods + serviceFee + packageFee + tax;
  const depositCredited = Math.min(DEPOSIT, total);
  const amount = total - depositCredited;
  const orderNo = `PO20261120${String(orderId).padStart(6, '0')}`;
  return paymentDueSchema.parse({
    orderId, orderNo, kind: 'final', amount, currency: 'CNY', exchangeRate: RATE,
    amountVnd: Math.round((amount * RATE) / 100), breakdown: { goods, depositCredited, serviceFee, packageFee, tax },
    quantities: lines.map((l) => ({ lineId: l.lineId, quantity: l.quantity })), lines, payee: PAYEE, transferReference: orderNo,
  });
}

function finalPayment(id: number, orderId: number, fields: Partial<Payment>): Payment {
  return paymentSchema.parse({
    id, serialNo: `PAY20261127${String(id).padStart(6, '0')}`, orderId, orderNo: `PO20261120${String(orderId).padStart(6, '0')}`, kind: 'final',
    method: 'BANK_TRANSFER_VND', status: 'PENDING_REVIEW', amount: 0, currency: 'CNY', exchangeRate: RATE, amountVnd: 0,
    breakdown: { goods: 0, depositCredited: 0, serviceFee: 0, packageFee: 0, tax: 0 }, quantities: null, remitterName: null, remitterBank: null,
    remittedAmount: null, voucherUrl: null, remittanceUrl: null, remarks: null, failureReason: null, reviewerName: null, reviewTime: null,
    createTime: '2026-11-27T09:00:00.000Z', ...fields,
  });
}

/** The final payment's routes over real HTTP with the contracts' shapes; what is sent is recorded for the tests. */
export async function startFinalPaymentsServer() {
  const state = { orders: seedOrders(), transfers: [] as unknown[], confirmations: [] as unknown[], dueQueries: [] as (string | null)[], onlineStarts: [] as unknown[] };
  const reset = () => Object.assign(state, { orders: seedOrders(), transfers: [], confirmations: [], dueQueries: [], onlineStarts: [] });
  const refused = finalPayment(880, 22, { status: 'REVIEW_FAILED', failureReason: 'Số tiền chuyển không khớp', amount: 9659 });

  const due: Route = (req, res) => {
    const q = queryOf(req);
    const found = state.orders.find((o) => o.id === Number(q.get('orderId')));
    if (!found) return json(res, 404, errorBody(404, 'mall.orderNotFound'));
    state.dueQueries.push(q.get('quantities'));
    const parsed = q.get('quantities') === null ? null : lineQuantitiesQuerySchema.safeParse(q.get('quantities'));
    if (parsed && !parsed.success) return json(res, 400, errorBody(400, parsed.error.issues[0]?.message ?? 'error.validation'));
    const wanted = parsed ? parsed.data : null;
    if (wanted?.some((w) => w.quantity > ([CUP, LID].find((l) => l.lineId === w.lineId)?.stocked ?? 0))) {
      return json(res, 400, errorBody(400, 'mall.finalQuantityAboveStocked'));
    }
    json(res, 200, finalDue(found.id, wanted));
  };
  const upload: Route = (req, res) => {
    void readBody(req).then((data) => (data.includes(Buffer.from(PNG_SIGNATURE))
      ? json(res, 200, { key: 'payments/5/1.png', url: '/api/payments/files/5/1.png' })
      : json(res, 400, errorBody(400, 'upload.typeNotAllowed'))));
  };
  const transfer: Route = (req, res) => {
    void readBody(req).then((data) => {
      const body: unknown = JSON.parse(data.toString('utf8'));
      state.transfers.push(body);
      const input = bankTransferSchema.parse(body);
      const computed = finalDue(input.orderId, input.quantities ?? null);
      json(res, 201, finalPayment(901, input.orderId, {
        amount: computed.amount, amountVnd: computed.amountVnd, breakdown: computed.breakdown, quantities: computed.quantities,
        remitterName: input.remitterName, remitterBank: input.remitterBank, remittedAmount: input.remittedAmount,
      }));
    });
  };
  const confirmation: Route = (req, res) => {
    void readBody(req).then((data) => {
      const body: unknown = JSON.parse(data.toString('utf8'));
      state.confirmations.push(body);
      const input = finalConfirmationSchema.parse(body);
      const computed = finalDue(input.orderId, input.quantities);
      json(res, 201, finalPayment(902, input.orderId, { method: 'DEPOSIT_CREDIT', breakdown: computed.breakdown, quantities: computed.quantities }));
    });
  };
  // The sandbox's card: the start is recorded, and answered with the SMS sent for an intent of the balance it asks.
  const online: Route = (req, res) => {
    void readBody(req).then((data) => {
      const body: unknown = JSON.parse(data.toString('utf8'));
      state.onlineStarts.push(body);
      const input = onlinePaymentStartSchema.parse(body);
      const computed = finalDue(input.orderId, input.quantities ?? null);
      json(res, 201, intentFixture(1, {
        orderId: input.orderId, orderNo: computed.orderNo, kind: 'final', method: input.method, amount: computed.amount, qrContent: null, simulatorUrl: null,
        sms: { phone: '138****8000', sentAt: '2026-11-22T09:00:00.000Z', triesLeft: SMS_MAX_TRIES, resendInSeconds: 60 },
      }));
    });
  };
  const mine: Route = (req, res) => {
    const rows = queryOf(req).get('orderId') === '22' ? [refused] : [];
    json(res, 200, { content: rows, totalElements: rows.length });
  };
  const routes: Record<string, Route> = {
    '/api/payments/due': due, '/api/payments/files': upload, '/api/payments/bank-transfer': transfer,
    '/api/payments/final-confirmation': confirmation, '/api/payments/mine': mine, '/api/payments/online': online,
    '/api/payments/online/methods': (_req, res) => json(res, 200, { methods: ['ONLINE_RMB_CARD', 'ALIPAY_QR', 'DIGITAL_RMB'], provider: 'sandbox', sandbox: true, intentMinutes: 15 }),
  };
  for (const { id } of seedOrders()) {
    routes[`/api/orders/${id}`] = (_req, res) => json(res, 200, state.orders.find((o) => o.id === id));
  }
  const server = await startTestServer(routes);
  return { ...server, state, reset: () => { reset(); server.requests.length = 0; } };
}
