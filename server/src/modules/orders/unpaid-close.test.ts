import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { orderDetailSchema, orderSchema } from 'shared-contracts/api/orders';
import { useTestServer } from '../../../test/harness';
import { makeUser } from '../../../test/accounts';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import { rows } from '../../../test/rows';
import { TestClock } from '../../plugins/app/jobs-clock';
import { pngBytes } from '../users/users-kit';
import { CLOSE_UNPAID_SWEEP } from './unpaid-close';

const HOUR = 3_600_000;
const clock = new TestClock();
const { server } = useTestServer({ clock });
type Who = { userId: number; token: string };
let buyer: Who;
let operator: Who;
let tee: MadeGoods;

beforeAll(async () => {
  buyer = await makeUser(server, 'countdown-buyer', 'purchaser');
  operator = await makeUser(server, 'countdown-operator', 'operator');
  [tee] = (await makeShop(server, [{ name: '雨伞', skus: [{ attrs: { 颜色: '黑色' }, price: 1999 }] }])).goods as [MadeGoods];
});

async function accepted() {
  const placed = orderSchema.parse((await server.call('POST', '/api/orders', { token: buyer.token, body: { source: 'buyNow', goodsId: tee.id, skuId: tee.skuIds[0], quantity: 1 } })).body);
  const res = await server.call('POST', `/api/orders/${placed.id}/actions`, { token: operator.token, body: { action: 'accept' } });
  expect(res.status).toBe(200);
  return orderSchema.parse(res.body);
}
const detail = async (id: number) => orderDetailSchema.parse((await server.call('GET', `/api/orders/${id}`, { token: buyer.token })).body);

describe('the unpaid countdown', () => {
  it('acceptance sets the deadline from the setting; the buyer sees it; the order closes itself after it, once', async () => {
    const order = await accepted();
    expect(Date.parse(order.depositDueAt ?? '')).toBe(clock.now().getTime() + 24 * HOUR);
    clock.advance(23 * HOUR);
    await server.app.jobs.runDue();
    expect((await detail(order.id)).status).toBe('depositPending');
    clock.advance(2 * HOUR);
    await server.app.jobs.runDue();
    await server.app.jobs.runDue();
    const closed = await detail(order.id);
    expect(closed).toMatchObject({ status: 'closed', acceptance: 'accepted', depositDueAt: null });
    expect(closed.events.filter((e) => e.action === 'closeUnpaid')).toEqual([expect.objectContaining({ actorName: null, toStatus: 'closed' })]);
  });

  it('a deposit paid in time keeps the order open when the deadline passes', async () => {
    const order = await accepted();
    const form = new FormData();
    form.append('file', new Blob([pngBytes()], { type: 'image/png' }), 'v.png');
    const up = await fetch(`${server.url}/api/payments/files`, { method: 'POST', body: form, headers: { authorization: `Bearer ${buyer.token}` } });
    const { key } = await up.json() as { key: string };
    const paid = await server.call('POST', '/api/payments/bank-transfer', { token: buyer.token, body: {
      orderId: order.id, kind: 'deposit', remitterName: 'Trần Thị Bình', remitterBank: 'BIDV', remittedAmount: 25_000, voucherKey: key,
    } });
    expect(paid.status).toBe(201);
    clock.advance(25 * HOUR);
    await server.app.jobs.runDue();
    expect((await detail(order.id)).status).toBe('depositReview');
  });

  it('the sweep closes an overdue order whose own job never came', async () => {
    const order = await accepted();
    // As if the queue had been down at acceptance: the order's job is gone, its deadline passed.
    await server.database.db.execute(sql`delete from pgboss.job where name = 'orders.close-unpaid' and data->>'orderId' = ${String(order.id)}`);
    clock.advance(25 * HOUR);
    await server.app.jobs.runDue();
    expect((await detail(order.id)).status).toBe('depositPending');
    await server.app.jobs.runNow(CLOSE_UNPAID_SWEEP);
    await server.app.jobs.runDue();
    expect((await detail(order.id)).status).toBe('closed');
    const [run] = await server.app.jobs.runs(CLOSE_UNPAID_SWEEP, 1);
    expect(run).toBeDefined();
    expect(await rows(server, sql`select 1 from mall_order where id = ${order.id} and status = 'closed'`)).toHaveLength(1);
  });
});
