import { beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/accounts';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import { useTestServer } from '../../../test/harness';
import { orderWithStock, placeOrder } from '../../../test/refund-factory';
import { orderAwaitingStocking, type Who } from '../stock/stock-test-kit';

/**
 * An export over the limit is refused before a byte of the sheet is sent (docs/exports.md "The limit"). The limit
 * is lowered to 2 rows (EXPORT_MAX_ROWS): the same code path as at 100,000 (benchmarked in bench/list-export-memory.ts).
 */
const { server } = useTestServer({ env: { EXPORT_MAX_ROWS: '2' } });
let buyer: Who;
let admin: Who;
let kettle: MadeGoods;

beforeAll(async () => {
  buyer = await makeUser(server, 'limit-buyer', 'purchaser');
  admin = await makeUser(server, 'limit-admin', 'admin');
  [kettle] = (await makeShop(server, [{ name: '电热水壶', skus: [{ attrs: { 容量: '1.5L' }, price: 5_900 }] }])).goods as [MadeGoods];
  for (let i = 0; i < 3; i += 1) await placeOrder(server, buyer, kettle, [1]);
  // Three goods, interests and sourcing requests: the catalogue lists count too.
  await makeShop(server, [{ name: '电水壶二', skus: [{ attrs: { 容量: '1L' }, price: 4_900 }] }, { name: '电水壶三', skus: [{ attrs: { 容量: '2L' }, price: 6_900 }] }]);
  for (let i = 0; i < 3; i += 1) {
    await server.call('POST', '/api/interests', { token: buyer.token, body: { name: `茶杯${i}`, quantity: 1 } });
    await server.call('POST', '/api/links/parse', { token: buyer.token, body: { text: `https://detail.1688.com/offer/79000000010${i}.html` } });
  }
});

const refusal = async (path: string, who: Who) => {
  const res = await server.call('GET', path, { token: who.token });
  return [res.status, (res.body as { message?: string }).message];
};

describe('the export limit', () => {
  it('refuses more matching rows than the limit with 400 mall.exportTooLarge, and answers within it', async () => {
    expect(await refusal('/api/orders/mine/download?lang=en', buyer)).toEqual([400, 'mall.exportTooLarge']);
    expect(await refusal('/api/orders/admin/download', admin)).toEqual([400, 'mall.exportTooLarge']);
    // Narrowed by the filters to two rows, the same export streams.
    const [, second] = (await server.call('GET', '/api/orders/mine?size=2', { token: buyer.token })).body.content as { orderNo: string }[];
    const res = await fetch(`${server.url}/api/orders/mine/download?keyword=${second?.orderNo ?? ''}`, { headers: { authorization: `Bearer ${buyer.token}` } });
    expect(res.status).toBe(200);
  });

  it('applies to the payments, the stocking queue and the refunds alike', async () => {
    const item = { goodsId: kettle.id, skuId: kettle.skuIds[0] as number, quantity: 1 };
    // Three orders awaiting stocking, each with its approved deposit: three payments too.
    const stocking = [];
    for (let i = 0; i < 3; i += 1) stocking.push(await orderAwaitingStocking(server, buyer, admin, [item]));
    for (let i = 0; i < 3; i += 1) {
      const order = await orderWithStock(server, buyer, kettle, [{ stocked: 2, taken: 2 }]);
      const asked = await server.call('POST', '/api/refunds', { token: buyer.token, body: { orderId: order.id, lineId: order.lines[0]?.id, quantity: 1, reason: 'Vỡ', imageKeys: [] } });
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    }
    for (const path of ['/api/payments/admin/download', '/api/stock/queue/download', '/api/refunds/admin/download']) {
      expect(await refusal(path, admin), path).toEqual([400, 'mall.exportTooLarge']);
    }
    const within = await fetch(`${server.url}/api/stock/queue/download?keyword=${stocking[0]?.orderNo ?? ''}`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(within.status).toBe(200);
  });

  it('refuses the catalogue lists over the limit too, and answers them narrowed', async () => {
    expect(await refusal('/api/goods/admin/download', admin)).toEqual([400, 'mall.exportTooLarge']);
    expect(await refusal('/api/interests/download', admin)).toEqual([400, 'mall.exportTooLarge']);
    expect(await refusal('/api/links/requests/download', admin)).toEqual([400, 'mall.exportTooLarge']);
    const narrowed = await server.call('GET', '/api/goods/admin/download?minPrice=5000', { token: admin.token });
    expect(narrowed.status).toBe(200);
  });
});
