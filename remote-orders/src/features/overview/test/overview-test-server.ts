import { buyerOverviewSchema, type BuyerOverview } from 'shared-contracts/api/buyer-overview';
import { json, startTestServer } from 'shared-contracts/test-support/test-server';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CUP = { goodsName: '保温杯', goodsNameI18n: { en: 'Thermos cup', vi: 'Bình giữ nhiệt' }, specText: '500ml', specI18n: { en: '500 ml' } };
const LID = { goodsName: '杯盖', goodsNameI18n: { en: 'Cup lid', vi: 'Nắp cốc' }, specText: '黑色', specI18n: { en: 'Black', vi: 'Đen' } };
const money = (amount: number) => ({ amount, currency: 'CNY' as const, exchangeRate: 3600, amountVnd: Math.round((amount * 3600) / 100) });
/** An order number as long as the real ones, and longer: the page must wrap it on a phone. */
export const LONG_ORDER_NO = 'PO20261128000000000000123456789';

/**
 * What `GET api/overview/mine` answers for a buyer with something in every section, deadlines counted from `now`
 * (the page counts the time left from the real clock). Parsed through the contract, so it cannot drift from it.
 */
export function busyOverview(now = Date.now()): BuyerOverview {
  const at = (ms: number) => new Date(now + ms).toISOString();
  return buyerOverviewSchema.parse({
    duePayments: { total: 12, items: [
      { orderId: 5, orderNo: LONG_ORDER_NO, kind: 'deposit', dueAt: at(5 * HOUR + 10 * 60_000), goods: CUP, lineCount: 2, ...money(3600) },
      { orderId: 8, orderNo: 'PO20261120000008', kind: 'final', dueAt: at(3 * DAY + HOUR), goods: LID, lineCount: 1, ...money(12_345) },
    ] },
    rejectedPayments: { total: 1, items: [
      { orderId: 9, orderNo: 'PO20261121000009', kind: 'final', dueAt: at(2 * DAY + HOUR), goods: CUP, lineCount: 1, ...money(5000),
        paymentId: 90, serialNo: 'PM20261127000090', reason: 'Ảnh chứng từ bị mờ', rejectedAt: at(-2 * HOUR) },
    ] },
    expiringStock: { total: 1, items: [{ orderId: 9, orderNo: 'PO20261121000009', units: 3, returnAt: at(DAY + HOUR), goods: CUP, lineCount: 1 }] },
    expiringWithinDays: 2,
    shipments: { total: 1, items: [
      { id: 31, shipmentNo: 'SH20261126000031', quantity: 2, logisticsCompany: 'GHN', trackingNo: 'GHN0001', shippedAt: at(-3 * HOUR), orderId: 7 },
    ] },
    refunds: { total: 1, items: [
      { id: 41, refundNo: 'RF20261127000041', orderId: 7, orderNo: 'PO20261119000007', quantity: 1, amount: 3333, requestedAt: at(-26 * HOUR), ...LID },
    ] },
    spending: [
      { month: '2026-06', amount: 0, payments: 0 }, { month: '2026-07', amount: 0, payments: 0 },
      { month: '2026-08', amount: 50_000, payments: 1 }, { month: '2026-09', amount: 0, payments: 0 },
      { month: '2026-10', amount: 125_000, payments: 3 }, { month: '2026-11', amount: 25_000, payments: 2 },
    ],
    currency: 'CNY',
  });
}

/** An overview with nothing waiting and no spending. */
export function quietOverview(): BuyerOverview {
  const none = { items: [], total: 0 };
  return buyerOverviewSchema.parse({
    duePayments: none, rejectedPayments: none, expiringStock: none, expiringWithinDays: 2, shipments: none, refunds: none, currency: 'CNY',
    spending: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].map((month) => ({ month, amount: 0, payments: 0 })),
  });
}

/** The overview route and the logistics dictionary over real HTTP. */
export async function startOverviewServer() {
  const state = { overview: busyOverview(), fail: false };
  const server = await startTestServer({
    '/api/overview/mine': (_req, res) => (state.fail ? json(res, 500, { status: 500, message: 'error.internal' }) : json(res, 200, state.overview)),
    '/api/dictDetail': (_req, res) => json(res, 200, { content: [
      { id: 2, dictId: 9, dict: { id: 9 }, label: 'Giao Hàng Nhanh（越南）', labelI18n: { en: 'Giao Hang Nhanh (GHN, Vietnam)', vi: 'Giao Hàng Nhanh' }, value: 'GHN', dictSort: 20, createTime: '2026-11-01T00:00:00.000Z' },
    ], totalElements: 1 }),
  });
  return { ...server, state, reset: () => { Object.assign(state, { overview: busyOverview(), fail: false }); server.requests.length = 0; } };
}
