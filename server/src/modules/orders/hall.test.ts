import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { hallOrderDetailSchema, hallPageSchema } from 'shared-contracts/api/orders';
import { refundSchema } from 'shared-contracts/api/refunds';
import { useTestServer } from '../../../test/harness';
import { makeUser } from '../../../test/accounts';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import { orderWithStock } from '../../../test/refund-factory';
import { orders, users } from '../../db/schema';

const { server, tokens } = useTestServer({ signIn: ['operator'] });
let tee: MadeGoods;
let buyer: { userId: number; token: string };
let openId: number;
let closedId: number;
let refusedId: number;

beforeAll(async () => {
  [tee] = (await makeShop(server, [{ name: '纯棉短袖T恤', en: 'Cotton T-shirt', skus: [{ attrs: { 颜色: '白色' }, price: 1990 }] }])).goods as [MadeGoods];
  buyer = await makeUser(server, 'hall-buyer', 'purchaser');
  await server.database.db.update(users).set({ nickName: 'Nguyễn Thị Thu Hà', email: 'ha@example.vn', phone: '912000111' }).where(sql`id = ${buyer.userId}`);
  const place = async (quantity: number) => {
    const res = await server.call('POST', '/api/orders', { token: buyer.token, body: { source: 'buyNow', goodsId: tee.id, skuId: tee.skuIds[0], quantity } });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body.id as number;
  };
  closedId = await place(1);
  refusedId = await place(2);
  openId = await place(3);
  await server.database.db.update(orders).set({ status: 'closed' }).where(sql`id = ${closedId}`);
  await server.database.db.update(orders).set({ acceptance: 'refused' }).where(sql`id = ${refusedId}`);
});

describe('GET api/orders/hall', () => {
  it('lists open orders publicly with the B-code and a masked nick name, and nothing else about the buyer', async () => {
    const res = await server.call('GET', '/api/orders/hall?page=0&size=50');
    expect(res.status).toBe(200);
    const page = hallPageSchema.parse(res.body);
    const ids = page.content.map((h) => h.id);
    expect(ids).toContain(openId);
    expect(ids).not.toContain(closedId);
    expect(ids).not.toContain(refusedId);
    const ours = page.content.find((h) => h.id === openId);
    expect(ours).toMatchObject({
      code: `B${String(openId).padStart(6, '0')}`, buyer: 'Nguy*********u Hà', goodsName: '纯棉短袖T恤',
      goodsNameI18n: { en: 'Cotton T-shirt' }, quantity: 3, goodsTotal: 5970, status: 'depositPending', acceptance: 'waiting',
    });
    const text = JSON.stringify(res.body);
    for (const secret of ['Nguyễn Thị Thu Hà', 'hall-buyer', 'ha@example.vn', '912000111', 'userId', 'orderNo']) expect(text).not.toContain(secret);
  });

  it('answers one open order with its lines; closed, refused and unknown ones are 404', async () => {
    const res = await server.call('GET', `/api/orders/hall/${openId}`);
    const detail = hallOrderDetailSchema.parse(res.body);
    expect(detail.buyer).toBe('Nguy*********u Hà');
    expect(detail.lines).toEqual([expect.objectContaining({ goodsId: tee.id, quantity: 3, unitPrice: 1990, totalPrice: 5970 })]);
    expect(detail.storeName).toMatch(/^测试店铺/);
    expect(JSON.stringify(res.body)).not.toContain('hall-buyer');
    for (const id of [closedId, refusedId, 999_999]) {
      expect((await server.call('GET', `/api/orders/hall/${id}`)).body).toEqual({ status: 404, message: 'mall.orderNotFound' });
    }
    for (const q of ['x', '-5', '0']) expect((await server.call('GET', `/api/orders/hall/${q}`)).status, q).toBe(400);
    for (const q of ['size=51', 'size=0', 'page=-1', 'page=a']) expect((await server.call('GET', `/api/orders/hall?${q}`)).status, q).toBe(400);
  });
});

describe('the trading hall and refunds', () => {
  const inHall = async (id: number) => {
    const page = hallPageSchema.parse((await server.call('GET', '/api/orders/hall?page=0&size=50')).body);
    const detail = await server.call('GET', `/api/orders/hall/${id}`);
    expect([200, 404]).toContain(detail.status);
    // The list and the detail agree.
    expect(page.content.some((h) => h.id === id)).toBe(detail.status === 200);
    return detail.status === 200;
  };

  it('leaves out an order while a refund of it is under review, and shows it again once the refund is rejected', async () => {
    const order = await orderWithStock(server, buyer, tee, [{ stocked: 4, taken: 4 }]);
    expect(await inHall(order.id)).toBe(true);
    const requested = await server.call('POST', '/api/refunds', { token: buyer.token, body: {
      orderId: order.id, lineId: order.lines[0]?.id, quantity: 1, reason: 'Áo bị rách', imageKeys: [],
    } });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    expect(await inHall(order.id)).toBe(false);

    const rejected = await server.call('POST', `/api/refunds/${refundSchema.parse(requested.body).id}/review`, {
      token: tokens.operator, body: { approve: false, opinion: 'Không đủ chứng cứ' },
    });
    expect(rejected.status).toBe(200);
    expect(await inHall(order.id)).toBe(true);
  });
});
