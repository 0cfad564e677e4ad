import { beforeAll, describe, expect, it } from 'vitest';
import { cartPageSchema } from 'shared-contracts/api/cart';
import { useTestServer } from '../../../test/harness';
import { makeUser } from '../../../test/accounts';
import { shopCart } from '../../db/schema';

const { server } = useTestServer();
let first: { userId: number; token: string };
let second: { userId: number; token: string };
let empty: { userId: number; token: string };

beforeAll(async () => {
  first = await makeUser(server, 'cart-first', 'purchaser');
  second = await makeUser(server, 'cart-second', 'supplier');
  empty = await makeUser(server, 'cart-empty', 'cooperative');
  const db = server.database.db;
  await db.insert(shopCart).values([
    { userId: first.userId, goodsId: 101, specification: '红色 / L', quantity: 2, createdAt: new Date('2026-01-01T00:00:00Z') },
    { userId: first.userId, goodsId: 102, specification: '蓝色 / M', quantity: 5, createdAt: new Date('2026-01-02T00:00:00Z') },
    { userId: first.userId, goodsId: 9_007_199_254, specification: '默认', quantity: 1, createdAt: new Date('2026-01-03T00:00:00Z') },
    { userId: second.userId, goodsId: 201, specification: 'Đen / 42', quantity: 10 },
  ]);
});

async function myCart(token: string | undefined, query = 'page=0&size=999') {
  return server.call('GET', `/api/shopCart/myCart?${query}`, { token });
}

describe('GET api/shopCart/myCart', () => {
  it("answers only the signed-in user's items, newest first; totalElements is the cart count", async () => {
    const res = await myCart(first.token);
    expect(res.status).toBe(200);
    const page = cartPageSchema.parse(res.body);
    expect(page.totalElements).toBe(3);
    expect(page.content.map((i) => [i.goodsId, i.specification, i.quantity])).toEqual([
      [9_007_199_254, '默认', 1], [102, '蓝色 / M', 5], [101, '红色 / L', 2],
    ]);
    expect(page.content[2]?.createTime).toBe('2026-01-01T00:00:00.000Z');
    // Lines of goods that no longer exist keep their text; goods and SKU are null.
    expect(page.content[0]).toMatchObject({ skuId: null, goods: null, sku: null });

    const other = cartPageSchema.parse((await myCart(second.token)).body);
    expect(other.totalElements).toBe(1);
    expect(other.content.map((i) => i.goodsId)).toEqual([201]);
    expect(cartPageSchema.parse((await myCart(empty.token)).body)).toEqual({ content: [], totalElements: 0 });
  });

  it('pages with page (0-based) and size, the count staying the whole cart', async () => {
    const page = cartPageSchema.parse((await myCart(first.token, 'page=1&size=2')).body);
    expect(page).toMatchObject({ totalElements: 3 });
    expect(page.content.map((i) => i.goodsId)).toEqual([101]);
    expect(cartPageSchema.parse((await myCart(first.token, '')).body).content).toHaveLength(3);
  });

  it('needs a signed-in user', async () => {
    expect((await myCart(undefined)).body).toEqual({ status: 401, message: 'error.unauthorized' });
    expect((await myCart('forged-token')).body).toEqual({ status: 401, message: 'error.tokenExpired' });
  });

  it('refuses malformed paging with 400', async () => {
    for (const q of ['page=-1', 'page=x', 'size=0', 'size=1000', 'size=2.5', `page=${'9'.repeat(20)}`]) {
      const res = await myCart(first.token, q);
      expect(res.status, q).toBe(400);
      expect(res.body.message, q).toMatch(/^(validation|error)\./);
    }
  });
});
