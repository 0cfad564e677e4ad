import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { orderStockingSchema, stockBatchesResultSchema, stockQueuePageSchema } from 'shared-contracts/api/stock';
import { useTestServer } from '../../../test/harness';
import { makeUser } from '../../../test/accounts';
import type { MadeGoods } from '../../../test/catalogue-factory';
import { rows } from '../../../test/rows';
import { TestClock } from '../../plugins/app/jobs-clock';
import {
  completeStocking, orderAwaitingStocking, orderOf, placeOrder, recordBatches, setSetting, makeStockCast, type Item, type Who,
} from './stock-test-kit';

const DAY = 86_400_000;
const clock = new TestClock();
const { server } = useTestServer({ clock });
let buyer: Who;
let other: Who;
let operator: Who;
let clerk: Who;
let cup: MadeGoods;
let lid: MadeGoods;

beforeAll(async () => {
  ({ buyer, other, operator, cup, lid } = await makeStockCast(server, 'stock'));
  // Staff who may list orders but not stock them.
  clerk = await makeUser(server, 'stock-clerk', 'stock_clerk_role');
});

const items = (cups: number, lids: number): Item[] => [
  { goodsId: cup.id, skuId: cup.skuIds[0]!, quantity: cups },
  { goodsId: lid.id, skuId: lid.skuIds[0]!, quantity: lids },
];
const stockingOf = async (who: Who, id: number) => server.call('GET', `/api/orders/${id}/stocking`, { token: who.token });

describe('stocking an order', () => {
  it('approving the deposit sets the expected completion from the stocking days (the upper end of 5-7)', async () => {
    const order = await orderAwaitingStocking(server, buyer, operator, items(3, 2));
    const stocking = orderStockingSchema.parse((await stockingOf(buyer, order.id)).body);
    expect(Date.parse(stocking.stockingDueAt ?? '')).toBe(clock.now().getTime() + 7 * DAY);
    expect(stocking).toMatchObject({ status: 'awaitingStocking', stockedAt: null, stockReturnAt: null, batches: [] });
  });

  it('records batches per line, several per line, up to what was ordered and never above', async () => {
    const order = await orderAwaitingStocking(server, buyer, operator, items(3, 2));
    const [cupLine, lidLine] = order.lines as [typeof order.lines[0], typeof order.lines[0]];
    const first = await recordBatches(server, operator, order.id, [{ lineId: cupLine.id, quantity: 2 }, { lineId: lidLine.id, quantity: 1 }]);
    expect(first.status).toBe(201);
    const result = stockBatchesResultSchema.parse(first.body);
    expect(result.batches).toHaveLength(2);
    expect(result.batches[0]?.batchNo).toMatch(/^SB\d{8}\d{6,}$/);
    expect(result.batches[0]).toMatchObject({ orderNo: order.orderNo, quantity: 2, skuId: cup.skuIds[0], storedAt: clock.now().toISOString() });
    expect(result.stocking.lines.map((l) => [l.ordered, l.stocked])).toEqual([[3, 2], [2, 1]]);

    // One more cup than ordered is refused, and nothing of the request is kept.
    const over = await recordBatches(server, operator, order.id, [{ lineId: lidLine.id, quantity: 1 }, { lineId: cupLine.id, quantity: 2 }]);
    expect(over).toMatchObject({ status: 400, body: { message: 'mall.stockAboveOrdered' } });
    const second = await recordBatches(server, operator, order.id, [{ lineId: cupLine.id, quantity: 1 }]);
    expect(second.status).toBe(201);
    const stocking = orderStockingSchema.parse((await stockingOf(buyer, order.id)).body);
    expect(stocking.lines.map((l) => l.stocked)).toEqual([3, 1]);
    expect(stocking.batches.map((b) => b.quantity).sort()).toEqual([1, 1, 2]);
  });

  it('refuses bad input with translated keys, another order\'s line, and staff without order:stock', async () => {
    const order = await orderAwaitingStocking(server, buyer, operator, items(1, 1));
    const foreign = await placeOrder(server, other, items(1, 0).slice(0, 1));
    const lineId = order.lines[0]!.id;
    const cases: [unknown, string][] = [
      [{ lines: [] }, 'mall.stockLinesRequired'],
      [{}, 'mall.stockLinesRequired'],
      [{ lines: [{ lineId, quantity: 0 }] }, 'validation.invalidNumber'],
      [{ lines: [{ lineId, quantity: 1.5 }] }, 'validation.invalidNumber'],
      [{ lines: [{ lineId, quantity: 1 }, { lineId, quantity: 1 }] }, 'mall.orderLineInvalid'],
      [{ lines: [{ lineId: foreign.lines[0]!.id, quantity: 1 }] }, 'mall.orderLineInvalid'],
    ];
    for (const [body, key] of cases) {
      const res = await server.call('POST', `/api/orders/${order.id}/stock-batches`, { token: operator.token, body });
      expect({ status: res.status, message: res.body.message }, JSON.stringify(body)).toEqual({ status: 400, message: key });
    }
    expect((await recordBatches(server, buyer, order.id, [{ lineId, quantity: 1 }])).status).toBe(403);
    expect((await recordBatches(server, clerk, order.id, [{ lineId, quantity: 1 }])).status).toBe(403);
    expect((await completeStocking(server, buyer, order.id)).status).toBe(403);
    expect((await recordBatches(server, operator, 2_000_000_000, [{ lineId, quantity: 1 }])).status).toBe(404);
    expect(await rows(server, sql`select 1 from mall_stock_batch where order_id = ${order.id}`)).toEqual([]);
  });

  it('stocks only orders awaiting stocking (409 otherwise)', async () => {
    const placed = await placeOrder(server, buyer, items(1, 0).slice(0, 1));
    const res = await recordBatches(server, operator, placed.id, [{ lineId: placed.lines[0]!.id, quantity: 1 }]);
    expect(res).toMatchObject({ status: 409, body: { message: 'mall.orderStateConflict' } });
    expect((await completeStocking(server, operator, placed.id)).body.message).toBe('mall.orderStateConflict');
  });

  it('completes stocking only with something stocked; sets the return deadline from the setting and queues the return', async () => {
    const order = await orderAwaitingStocking(server, buyer, operator, items(2, 1));
    expect(await completeStocking(server, operator, order.id)).toMatchObject({ status: 400, body: { message: 'mall.nothingStocked' } });
    expect((await recordBatches(server, operator, order.id, [{ lineId: order.lines[0]!.id, quantity: 1 }])).status).toBe(201);
    await setSetting(server, 'stock_return_days', '5');
    const done = await completeStocking(server, operator, order.id);
    await setSetting(server, 'stock_return_days', '7');
    expect(done.status).toBe(200);
    const stocking = orderStockingSchema.parse(done.body);
    expect(stocking).toMatchObject({ status: 'finalPaymentPending', stockedAt: clock.now().toISOString() });
    expect(Date.parse(stocking.stockReturnAt ?? '')).toBe(clock.now().getTime() + 5 * DAY);
    const jobs = await rows<{ n: number }>(server, sql`select count(*)::int as n from pgboss.job
      where name = 'orders.return-stock' and data->>'orderId' = ${String(order.id)}`);
    expect(Number(jobs[0]?.n)).toBe(1);
    // Stocking is over: no more batches, no second completion.
    expect((await recordBatches(server, operator, order.id, [{ lineId: order.lines[0]!.id, quantity: 1 }])).status).toBe(409);
    expect((await completeStocking(server, operator, order.id)).status).toBe(409);
    expect((await orderOf(server, buyer, order.id)).events.at(-1)).toMatchObject({ action: 'completeStocking', actorName: 'stock-operator' });
  });

  it('shows an order\'s stocking to its buyer and staff, and 404 to another buyer', async () => {
    const order = await orderAwaitingStocking(server, buyer, operator, items(1, 1));
    expect((await stockingOf(buyer, order.id)).status).toBe(200);
    expect((await stockingOf(operator, order.id)).status).toBe(200);
    expect((await stockingOf(other, order.id)).status).toBe(404);
    expect((await stockingOf(clerk, order.id)).status).toBe(404);
    expect((await stockingOf(buyer, 2_000_000_000)).status).toBe(404);
  });

  it('two operators recording the last units at once: one batch is kept, the other refused, never over-stocked', async () => {
    const order = await orderAwaitingStocking(server, buyer, operator, items(5, 1));
    const lineId = order.lines[0]!.id;
    const results = await Promise.all([3, 3, 3].map((quantity) => recordBatches(server, operator, order.id, [{ lineId, quantity }])));
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400]);
    const [line] = await rows<{ stocked_qty: number }>(server, sql`select stocked_qty from mall_order_line where id = ${lineId}`);
    expect(line?.stocked_qty).toBe(3);
    expect(await rows(server, sql`select 1 from mall_stock_batch where order_line_id = ${lineId}`)).toHaveLength(1);
  });
});

describe('the stocking queue', () => {
  it('lists orders awaiting stocking, the most urgent first, with counts, overdue and keyword filters', async () => {
    const late = await orderAwaitingStocking(server, other, operator, items(4, 0).slice(0, 1));
    clock.advance(3 * DAY);
    const fresh = await orderAwaitingStocking(server, other, operator, items(0, 2).slice(1));
    clock.advance(5 * DAY); // `late` is a day past its expected completion, `fresh` has two days left
    const queue = async (query = '') => stockQueuePageSchema.parse((await server.call('GET', `/api/stock/queue?size=100${query}`, { token: operator.token })).body);

    const all = await queue();
    const ids = all.content.map((o) => o.orderId);
    expect(ids.indexOf(late.id)).toBeLessThan(ids.indexOf(fresh.id));
    expect(all.counts.all).toBe(all.totalElements);
    expect(all.content.find((o) => o.orderId === late.id)).toMatchObject({
      orderNo: late.orderNo, buyerName: 'stock-other', batchCount: 0, lines: [{ ordered: 4, stocked: 0, goodsName: '保温杯' }],
    });
    const lateRow = all.content.find((o) => o.orderId === late.id);
    // Since: the approval's event, written at the database's time (the test clock stood near it then).
    expect(Math.abs(Date.parse(lateRow?.stockingDueAt ?? '') - Date.parse(lateRow?.stockingSince ?? '') - 7 * DAY)).toBeLessThan(60_000);

    const overdue = await queue('&overdue=true');
    expect(overdue.content.map((o) => o.orderId)).toContain(late.id);
    expect(overdue.content.map((o) => o.orderId)).not.toContain(fresh.id);
    expect(overdue.totalElements).toBe(all.counts.overdue);
    expect((await queue('&overdue=false')).content.map((o) => o.orderId)).toContain(fresh.id);

    const byNumber = await queue(`&keyword=${fresh.orderNo}`);
    expect(byNumber.content.map((o) => o.orderId)).toEqual([fresh.id]);
    expect(byNumber.counts.all).toBe(1);
    expect((await queue('&keyword=Thermos')).content.map((o) => o.orderId)).toContain(late.id);
    expect((await queue('&keyword=stock-other')).content.map((o) => o.orderId)).toEqual(expect.arrayContaining([late.id, fresh.id]));

    expect((await server.call('GET', '/api/stock/queue', { token: buyer.token })).status).toBe(403);
    expect((await server.call('GET', '/api/stock/queue?overdue=maybe', { token: operator.token })).status).toBe(400);
  });
});
