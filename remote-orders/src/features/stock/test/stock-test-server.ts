import {
  myStockRowSchema, orderStockingSchema, stockBatchSchema, type MyStockRow, type OrderStocking, type StockBatch,
} from 'shared-contracts/api/stock';
import { pageOfRows, queryOf } from 'shared-contracts/test-support/test-routes';
import { json, startTestServer, type Route } from 'shared-contracts/test-support/test-server';

const CUP = { goodsName: '保温杯', goodsNameI18n: { en: 'Thermos cup', vi: 'Bình giữ nhiệt' }, specText: '500ml', specI18n: { en: '500 ml' }, imageUrl: null };
/** A second SKU of the same goods: only its specification tells it apart. */
const CUP_LITRE = { ...CUP, specText: '1L', specI18n: { en: '1 litre' } };
const LID = { goodsName: '杯盖', goodsNameI18n: { en: 'Cup lid', vi: 'Nắp cốc' }, specText: '黑色', specI18n: { en: 'Black' }, imageUrl: null };

export const STOCKED_AT = '2026-11-20T03:00:00.000Z';
export const DUE_AT = '2026-11-25T03:00:00.000Z';
export const RETURN_AT = '2026-11-27T03:00:00.000Z';

/** Rows of `GET api/stock/mine`, parsed through the contract so the fixtures cannot drift from it. */
export const stockRows = (): MyStockRow[] => [
  myStockRowSchema.parse({ skuId: 11, goodsId: 1, ...CUP, available: 4, inTransit: 2, frozen: 1, awaitingFinalPayment: 3, stocking: 0, batchCount: 12, earliestStoredAt: STOCKED_AT }),
  myStockRowSchema.parse({ skuId: 22, goodsId: 2, ...LID, available: 0, inTransit: 0, frozen: 0, awaitingFinalPayment: 2, stocking: 1, batchCount: 1, earliestStoredAt: STOCKED_AT }),
  // Nothing to ship yet: all twenty wait for the balance (issue 25 saw "available 0" with these off-screen).
  myStockRowSchema.parse({ skuId: 12, goodsId: 1, ...CUP_LITRE, available: 0, inTransit: 0, frozen: 0, awaitingFinalPayment: 20, stocking: 0, batchCount: 1, earliestStoredAt: STOCKED_AT }),
];

/** Twelve batches of the cup over two orders, newest first. */
export const cupBatches = (): StockBatch[] => Array.from({ length: 12 }, (_, i) => stockBatchSchema.parse({
  id: 100 + i, batchNo: `SB20261120${String(100 + i).padStart(6, '0')}`, orderId: i < 6 ? 5 : 6, orderNo: i < 6 ? 'PO20261118000005' : 'PO20261119000006',
  orderLineId: i < 6 ? 50 : 60, skuId: 11, quantity: i + 1, storedAt: STOCKED_AT, expectedCompletionAt: DUE_AT,
}));

/** An order's stocking as `GET api/orders/{id}/stocking` answers it, in the state of the order fixture with that id. */
export function orderStocking(orderId: number, returned = false): OrderStocking {
  const final = orderId === 8;
  return orderStockingSchema.parse({
    orderId, orderNo: `PO2026111800000${orderId}`, status: final ? 'finalPaymentPending' : 'awaitingStocking',
    stockingDueAt: DUE_AT, stockedAt: final ? STOCKED_AT : null, stockReturnAt: final ? RETURN_AT : null, stockReturnedAt: returned ? RETURN_AT : null,
    lines: [
      { lineId: orderId * 10, skuId: 11, ...CUP, ordered: 5, stocked: final ? 5 : 2, taken: 0, shipped: 0, frozen: 0, refunded: 0, returned: 0, available: 0 },
      { lineId: orderId * 10 + 1, skuId: 22, ...LID, ordered: 2, stocked: final ? 1 : 0, taken: 0, shipped: 0, frozen: 0, refunded: 0, returned: 0, available: 0 },
    ],
    batches: [{ id: 900, batchNo: 'SB20261120000900', orderId, orderNo: `PO2026111800000${orderId}`, orderLineId: orderId * 10, skuId: 11, quantity: 2, storedAt: STOCKED_AT, expectedCompletionAt: DUE_AT }],
  });
}

/** The stock routes over real HTTP with the contract's shapes, paged as the server pages them. */
export async function startStockServer() {
  const state = { rows: stockRows(), failStock: false, stockings: new Map<number, OrderStocking>() };
  const reset = () => Object.assign(state, { rows: stockRows(), failStock: false, stockings: new Map([[7, orderStocking(7)], [8, orderStocking(8)]]) });
  reset();
  const routes: Record<string, Route> = {
    '/api/stock/mine': (req, res) => (state.failStock ? json(res, 500, { status: 500, message: 'error.internal' }) : json(res, 200, pageOfRows(state.rows, queryOf(req), 20))),
    '/api/stock/mine/batches': (req, res) => {
      const q = queryOf(req);
      json(res, 200, pageOfRows(q.get('skuId') === '11' ? cupBatches() : [], q, 20));
    },
  };
  for (const id of [7, 8, 9]) {
    routes[`/api/orders/${id}/stocking`] = (_req, res) => {
      const found = state.stockings.get(id);
      return found ? json(res, 200, found) : json(res, 404, { status: 404, message: 'mall.orderNotFound' });
    };
  }
  const server = await startTestServer(routes);
  return { ...server, state, reset: () => { reset(); server.requests.length = 0; } };
}
