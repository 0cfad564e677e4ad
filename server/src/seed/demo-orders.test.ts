import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { notificationPageSchema } from 'shared-contracts/api/notifications';
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

  it('tells the demo buyers and staff of the seeded orders as the steps tell them, some read, some not, once', async () => {
    // The demo buyer's unread notifications name their own orders.
    const buyer = await server.login('buyer');
    const unread = notificationPageSchema.parse((await server.call('GET', '/api/notifications?state=unread&size=50', { token: buyer })).body);
    expect(unread.content.length).toBeGreaterThan(0);
    const mine = (await server.call('GET', '/api/orders/mine?size=50', { token: buyer })).body.content as { id: number; orderNo: string }[];
    for (const n of unread.content) {
      expect(mine.find((o) => o.id === n.orderId)?.orderNo, JSON.stringify(n)).toBe(n.params.orderNo);
    }
    // An operator who accepts orders is told of those waiting: unread while they wait.
    const operator = await server.login('operator');
    const waiting = notificationPageSchema.parse((await server.call('GET', '/api/notifications?kind=orderAwaitingAcceptance&state=unread&size=50', { token: operator })).body);
    expect(waiting.content.length).toBeGreaterThan(0);
    expect(waiting.content[0]?.link).toMatch(/^\/ops\/order-accept\?keyword=PO/);

    // Every one as its step tells it: the order's number, the amounts, dated at its event, mailed already.
    const told = await rows<{ kind: string; read: boolean; params: Record<string, unknown>; order_no: string; deposit: number; goods_total: number; at_event: boolean; mailed: boolean }>(server, sql`
      select n.kind, n.read_at is not null as read, n.params, o.order_no, o.deposit_amount as deposit, o.goods_total,
        exists (select 1 from mall_order_event e where e.order_id = o.id and e.created_at = n.created_at) as at_event,
        (n.emailed_at is not null or not n.email_wanted) as mailed
      from notification n join mall_order o on o.id = n.order_id`);
    expect(new Set(told.map((n) => n.kind))).toEqual(new Set(['orderAwaitingAcceptance', 'orderAccepted', 'paymentAwaitingReview', 'paymentApproved']));
    for (const n of told) {
      expect(n.params.orderNo).toBe(n.order_no);
      expect(n.at_event && n.mailed, JSON.stringify(n)).toBe(true);
      if (n.kind === 'orderAwaitingAcceptance') expect(n.params.amount).toBe(n.goods_total);
      if (n.kind === 'orderAccepted') expect(n.params).toMatchObject({ deposit: n.deposit, dueAt: expect.any(String) });
      if (n.kind === 'paymentApproved') expect(n.params).toMatchObject({ payment: 'deposit', amount: n.deposit });
    }
    expect(new Set(told.map((n) => n.read))).toEqual(new Set([true, false]));

    // The deposits those notifications speak of are there, paid, as a bank transfer writes them.
    const unpaid = await rows<{ id: number }>(server, sql`
      select o.id from mall_order o where o.status = 'awaitingStocking' and not exists (
        select 1 from mall_payment p where p.order_id = o.id and p.kind = 'deposit' and p.status = 'PAID' and p.amount = o.deposit_amount)`);
    expect(unpaid).toEqual([]);

    // Once: a second run adds nothing; a database seeded before these notifications gets them at its next start.
    const before = await countRows(server, 'notification');
    await seedDemoOrders(server.database.db);
    expect(await countRows(server, 'notification')).toBe(before);
    await server.database.db.execute(sql`delete from notification`);
    await seedDemoOrders(server.database.db);
    expect(await countRows(server, 'notification')).toBe(before);
  });
});
