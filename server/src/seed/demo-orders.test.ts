import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { hallPageSchema, orderDetailSchema } from 'shared-contracts/api/orders';
import { depositOf } from 'shared-contracts/mall/money';
import { useTestServer } from '../../test/harness';
import { makeShop } from '../../test/catalogue-factory';
import { countRows, rows } from '../../test/rows';
import { demoBuyerUsernames, seedDemoOrders } from './demo-orders';

const { server } = useTestServer();

describe('seedDemoOrders', () => {
  it('seeds nothing without a catalogue', async () => {
    await seedDemoOrders(server.database.db);
    expect(await countRows(server, 'mall_order')).toBe(0);
  });

  it('seeds a few dozen consistent orders from several buyers, once', async () => {
    await makeShop(server, [
      { name: '纯棉T恤', skus: [{ attrs: { 颜色: '白' }, price: 1990, moq: 10 }, { attrs: { 颜色: '黑' }, price: 2190 }] },
      { name: '收纳箱', skus: [{ attrs: { 尺寸: '大' }, price: 3550 }] },
    ]);
    await seedDemoOrders(server.database.db);
    await seedDemoOrders(server.database.db);
    expect(await countRows(server, 'mall_order')).toBe(36);
    const buyers = await rows<{ n: number }>(server, sql`select count(distinct user_id)::int as n from mall_order`);
    expect(buyers[0]?.n).toBe(demoBuyerUsernames.length + 1);
    const wrong = await rows<{ id: number }>(server, sql`
      select o.id from mall_order o join mall_order_line l on l.order_id = o.id
      group by o.id having o.goods_total <> sum(l.total_price) or o.quantity <> sum(l.quantity) or bool_or(l.quantity < 1)`);
    expect(wrong).toEqual([]);
    const deposits = await rows<{ goods_total: number; deposit_amount: number }>(server, sql`select goods_total, deposit_amount from mall_order`);
    for (const d of deposits) expect(d.deposit_amount).toBe(depositOf(d.goods_total));

    const hall = hallPageSchema.parse((await server.call('GET', '/api/orders/hall?size=50')).body);
    expect(hall.totalElements).toBe(36);
    expect(hall.content.map((h) => h.buyer)).toContain('Trần**********Ngọc');
    expect(JSON.stringify(hall)).not.toContain('Trần Thị Bích Ngọc');

    // A demo buyer signs in with the demo password and sees their own orders.
    const token = await server.login('ngoc.tran');
    const mine = await server.call('GET', '/api/orders/mine?size=50', { token });
    expect(mine.body.totalElements).toBeGreaterThan(0);
    const detail = orderDetailSchema.parse((await server.call('GET', `/api/orders/${mine.body.content[0].id}`, { token })).body);
    expect(detail.events[0]).toMatchObject({ action: 'placed', toStatus: 'depositPending' });
  });
});
