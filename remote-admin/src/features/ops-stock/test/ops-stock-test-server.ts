import {
  orderStockingSchema, stockBatchesInputSchema, stockQueueOrderSchema, type OrderStocking, type StockQueueOrder,
} from 'shared-contracts/api/stock';
import { queryOf, readJson } from 'shared-contracts/test-support/test-routes';
import { exportRoute, json, noExportPlan, startTestServer, type Route } from 'shared-contracts/test-support/test-server';

const HOUR = 3_600_000;
const CUP = { skuId: 11, goodsName: '保温杯', goodsNameI18n: { en: 'Thermos cup' }, specText: '500ml', specI18n: {}, imageUrl: null };
const LID = { skuId: 22, goodsName: '杯盖', goodsNameI18n: { en: 'Cup lid' }, specText: '黑色', specI18n: { en: 'Black' }, imageUrl: null };
export const orderNoOf = (id: number) => `PO20261120${String(id).padStart(6, '0')}`;

type Seed = { id: number; buyer: string; sinceHoursAgo: number; lines: { ordered: number; stocked: number }[] };

/** An order awaiting stocking whose deposit was approved `sinceHoursAgo` hours ago, due 7 days after that. */
function queued({ id, buyer, sinceHoursAgo, lines }: Seed): StockQueueOrder {
  const since = Date.now() - sinceHoursAgo * HOUR;
  return stockQueueOrderSchema.parse({
    orderId: id, orderNo: orderNoOf(id), buyerId: 5, buyerName: buyer, stockingSince: new Date(since).toISOString(),
    stockingDueAt: new Date(since + 7 * 24 * HOUR).toISOString(), batchCount: 0, createTime: new Date(since - 48 * HOUR).toISOString(),
    lines: lines.map((l, i) => ({ lineId: id * 10 + i, ...(i === 0 ? CUP : LID), ...l })),
  });
}

/** Late by a day and two hours (31), and nearly two days into its seven (32): 5 d 0 h left for half an hour. */
const seed = () => [
  queued({ id: 31, buyer: 'Nguyễn Văn An', sinceHoursAgo: 8 * 24 + 2, lines: [{ ordered: 5, stocked: 2 }, { ordered: 2, stocked: 0 }] }),
  queued({ id: 32, buyer: 'Trần Thị Bình', sinceHoursAgo: 2 * 24 - 0.5, lines: [{ ordered: 3, stocked: 0 }] }),
];

const stockingOf = (order: StockQueueOrder): OrderStocking => orderStockingSchema.parse({
  orderId: order.orderId, orderNo: order.orderNo, status: 'awaitingStocking', stockingDueAt: order.stockingDueAt, stockedAt: null,
  stockReturnAt: null, stockReturnedAt: null, batches: [],
  lines: order.lines.map((l) => ({ ...l, taken: 0, shipped: 0, frozen: 0, refunded: 0, returned: 0, available: 0 })),
});

type Answer = { status: number; body: unknown };

/**
 * The stocking routes over real HTTP with the contracts' shapes: the queue filtered and counted as the server does,
 * batches checked against what each line may still receive (400 mall.stockAboveOrdered), completion refused with
 * nothing stocked (400 mall.nothingStocked); or answered with what a test puts in `nextAnswers`.
 */
export async function startOpsStockServer() {
  const state = { orders: seed(), writes: [] as { path: string; body: unknown }[], nextAnswers: [] as Answer[], exportPlan: noExportPlan() };
  const reset = () => Object.assign(state, { orders: seed(), writes: [], nextAnswers: [], exportPlan: noExportPlan() });
  const late = (o: StockQueueOrder) => Date.parse(o.stockingDueAt ?? '') < Date.now();

  const queue: Route = (req, res) => {
    const q = queryOf(req);
    const keyword = (q.get('keyword') ?? '').toLowerCase();
    const matching = state.orders.filter((o) => !keyword || o.orderNo.toLowerCase().includes(keyword) || o.buyerName.toLowerCase().includes(keyword));
    const rows = matching.filter((o) => q.get('overdue') !== 'true' || late(o));
    json(res, 200, { content: rows, totalElements: rows.length, counts: { all: matching.length, overdue: matching.filter(late).length } });
  };
  const write = (id: number, kind: 'batches' | 'complete'): Route => (req, res) => {
    void readJson(req).then((body) => {
      state.writes.push({ path: `${id}/${kind}`, body });
      const planned = state.nextAnswers.shift();
      if (planned) return json(res, planned.status, planned.body);
      const index = state.orders.findIndex((o) => o.orderId === id);
      const order = state.orders[index];
      if (!order) return json(res, 409, { status: 409, message: 'mall.orderStateConflict' });
      if (kind === 'complete') {
        if (order.lines.every((l) => l.stocked === 0)) return json(res, 400, { status: 400, message: 'mall.nothingStocked' });
        state.orders.splice(index, 1);
        return json(res, 200, { ...stockingOf(order), status: 'finalPaymentPending' });
      }
      const input = stockBatchesInputSchema.parse(body);
      const lines = order.lines.map((l) => ({ ...l, stocked: l.stocked + (input.lines.find((i) => i.lineId === l.lineId)?.quantity ?? 0) }));
      if (lines.some((l) => l.stocked > l.ordered)) return json(res, 400, { status: 400, message: 'mall.stockAboveOrdered' });
      state.orders[index] = { ...order, lines, batchCount: order.batchCount + input.lines.length };
      json(res, 201, { batches: [], stocking: stockingOf(state.orders[index] as StockQueueOrder) });
    });
  };

  const routes: Record<string, Route> = { '/api/stock/queue': queue };
  for (const { orderId } of seed()) {
    routes[`/api/orders/${orderId}/stock-batches`] = write(orderId, 'batches');
    routes[`/api/orders/${orderId}/complete-stocking`] = write(orderId, 'complete');
    routes[`/api/orders/${orderId}/stocking`] = (_req, res) => {
      const order = state.orders.find((o) => o.orderId === orderId);
      return order ? json(res, 200, stockingOf(order)) : json(res, 404, { status: 404, message: 'mall.orderNotFound' });
    };
  }
  routes['/api/stock/queue/download'] = exportRoute(() => state.exportPlan);
  const server = await startTestServer(routes);
  return { ...server, state, reset: () => { reset(); server.requests.length = 0; } };
}
