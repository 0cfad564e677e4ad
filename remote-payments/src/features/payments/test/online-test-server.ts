import { goodsDetailSchema, type GoodsDetail } from 'shared-contracts/api/goods';
import {
  onlineIntentSchema, onlinePaymentStartSchema, SMS_MAX_TRIES, smsConfirmSchema, type OnlineIntent,
} from 'shared-contracts/api/online-payments';
import { orderDetailSchema } from 'shared-contracts/api/orders';
import { errorBody, readJson, validationError } from 'shared-contracts/test-support/test-routes';
import { json, startTestServer, type Route } from 'shared-contracts/test-support/test-server';
import { orderFixture, RATE, vndOf } from './payments-test-server';

export const SMS_CODE = '246810';
const MAX_INTENTS = 20;

/** An intent as the server answers it, parsed through the contract. */
export function intentFixture(id: number, fields: Partial<OnlineIntent> = {}): OnlineIntent {
  return onlineIntentSchema.parse({
    id, paymentId: 800 + id, serialNo: `PAY20261122${String(800 + id).padStart(6, '0')}`, orderId: 5, orderNo: 'PO20261120000005',
    kind: 'deposit', method: 'ALIPAY_QR', status: 'pending', paymentStatus: 'UNPAID', amount: 29_994, currency: 'CNY',
    qrContent: `http://sandbox.test/api/payments/sandbox/scan/SBX${String(id).padStart(24, '0')}`, sms: null, failureReason: null,
    providerTradeNo: `SBX${String(id).padStart(24, '0')}`, expiresAt: '2026-11-22T09:15:00.000Z', secondsLeft: 900,
    simulatorUrl: `http://sandbox.test/api/payments/sandbox/scan/SBX${String(id).padStart(24, '0')}`, createTime: '2026-11-22T09:00:00.000Z', ...fields,
  });
}

/** A purchasing-agent goods from 1688, as `GET api/goods/{id}` answers it. */
function ddcGoods(id: number): GoodsDetail {
  return goodsDetailSchema.parse({
    id, name: '纯棉T恤', nameI18n: { en: 'Cotton T-shirt' }, ddc: true, sourcePlatform: '1688', minPrice: 4999, maxPrice: 4999, moq: 1, sales: 0,
    coverUrl: null, storeId: 1, storeName: '义乌小商品店', storeNameI18n: {}, categoryId: 1, createTime: '2026-11-01T00:00:00.000Z',
    description: '', descriptionI18n: {}, sourceItemId: '624567891234', sourceUrl: 'https://detail.1688.com/offer/624567891234.html',
    sourceName: '纯棉T恤', images: [], imageKeys: [], skus: [], materials: [], store: { id: 1, name: '义乌小商品店', nameI18n: {}, location: null, platform: null, logoUrl: null, rating: 5 },
    categoryPath: [], onSale: true, recommended: false,
  });
}

/**
 * The online payment routes over real HTTP with the contract's shapes: the payable order 5, the sandbox's methods,
 * starting (a card ending in 0002 is declined, one ending in 0009 gets an answer the page cannot read), the SMS code (SMS_CODE; wrong ones count down), the intents the
 * cashier polls (a test settles one with `settle`), and the ddc goods of the order's line.
 */
export async function startOnlineServer() {
  const state = { intents: new Map<number, OnlineIntent>(), starts: [] as unknown[], codes: [] as string[], offered: true };
  const reset = () => Object.assign(state, { intents: new Map(), starts: [], codes: [], offered: true });
  const settle = (id: number, fields: Partial<OnlineIntent>) => {
    const intent = state.intents.get(id);
    if (intent) state.intents.set(id, { ...intent, qrContent: null, simulatorUrl: null, secondsLeft: 0, ...fields });
  };
  const order = orderFixture(5, 'depositPending', 'accepted');

  const start: Route = (req, res) => {
    void readJson(req).then((body) => {
      state.starts.push(body);
      const parsed = onlinePaymentStartSchema.safeParse(body);
      if (!parsed.success) return json(res, 400, validationError(parsed.error.issues));
      const { method, card } = parsed.data;
      // A card ending in 0009: an answer the page cannot read (a proxy's page, a provider's change).
      if (card?.cardNumber.endsWith('0009')) return json(res, 201, { unexpected: 'answer' });
      const id = state.intents.size + 1;
      const intent = !card ? intentFixture(id, { method }) : card.cardNumber.endsWith('0002')
        ? intentFixture(id, { method, status: 'failed', failureReason: 'mall.onlineCardDeclined', qrContent: null, simulatorUrl: null })
        : intentFixture(id, { method, qrContent: null, simulatorUrl: null, sms: { phone: '138****8000', sentAt: '2026-11-22T09:00:00.000Z', triesLeft: SMS_MAX_TRIES, resendInSeconds: 60 } });
      state.intents.set(id, intent);
      json(res, 201, intent);
    });
  };

  const routes: Record<string, Route> = {
    '/api/orders/5': (_req, res) => json(res, 200, orderDetailSchema.parse(order)),
    '/api/payments/due': (_req, res) => json(res, 200, {
      orderId: 5, orderNo: order.orderNo, kind: 'deposit', amount: order.depositAmount, currency: 'CNY', exchangeRate: RATE,
      amountVnd: vndOf(order.depositAmount), breakdown: { goods: order.depositAmount, depositCredited: 0, serviceFee: 0, packageFee: 0, tax: 0 },
    }),
    '/api/payments/online/methods': (_req, res) => json(res, 200, state.offered
      ? { methods: ['ONLINE_RMB_CARD', 'ALIPAY_QR', 'DIGITAL_RMB'], provider: 'sandbox', sandbox: true, intentMinutes: 15 }
      : { methods: [], provider: null, sandbox: false, intentMinutes: 15 }),
    '/api/payments/online': start,
    '/api/payments/mine': (_req, res) => json(res, 200, { content: [], totalElements: 0 }),
    [`/api/goods/${order.lines[0]?.goodsId ?? 0}`]: (_req, res) => json(res, 200, ddcGoods(order.lines[0]?.goodsId ?? 0)),
  };
  for (let id = 1; id <= MAX_INTENTS; id++) {
    routes[`/api/payments/online/${id}`] = (_req, res) => {
      const intent = state.intents.get(id);
      return intent ? json(res, 200, intent) : json(res, 404, errorBody(404, 'mall.onlineIntentNotFound'));
    };
    routes[`/api/payments/online/${id}/sms`] = (req, res) => {
      void readJson(req).then((body) => {
        const intent = state.intents.get(id);
        const parsed = smsConfirmSchema.safeParse(body);
        if (!intent?.sms) return json(res, 404, errorBody(404, 'mall.onlineIntentNotFound'));
        if (!parsed.success) return json(res, 400, errorBody(400, 'mall.smsCodeInvalid'));
        state.codes.push(parsed.data.code);
        const triesLeft = intent.sms.triesLeft - 1;
        if (parsed.data.code === SMS_CODE) return json(res, 200, intent);
        state.intents.set(id, triesLeft > 0 ? { ...intent, sms: { ...intent.sms, triesLeft } }
          : { ...intent, status: 'failed', failureReason: 'mall.smsTriesExceeded', sms: { ...intent.sms, triesLeft: 0 } });
        json(res, 400, errorBody(400, triesLeft > 0 ? 'mall.smsCodeWrong' : 'mall.smsTriesExceeded'));
      });
    };
  }
  const server = await startTestServer(routes);
  const paths = () => server.requests.map((r) => `${r.method ?? ''} ${r.url ?? ''}`);
  return { ...server, state, settle, paths, reset: () => { reset(); server.requests.length = 0; } };
}
