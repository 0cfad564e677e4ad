import { beforeAll, describe, expect, it } from 'vitest';
import { interestPageSchema, interestSchema } from 'shared-contracts/api/interests';
import { useTestServer } from '../../../test/harness';
import { makeUser } from '../../../test/accounts';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';

const { server, tokens } = useTestServer({ signIn: ['admin', 'operator'] });
type Buyer = { userId: number; token: string };
let buyer: Buyer;
let other: Buyer;
let goods: MadeGoods;

beforeAll(async () => {
  buyer = await makeUser(server, 'interest-buyer', 'purchaser');
  other = await makeUser(server, 'interest-other', 'cooperative');
  [goods] = (await makeShop(server, [{ name: '不锈钢保温杯', skus: [{ attrs: { 容量: '500ml' }, price: 2500 }] }])).goods as [MadeGoods];
});

const add = (who: Buyer | undefined, body: unknown) => server.call('POST', '/api/interests', { token: who?.token, body });

describe('POST api/interests', () => {
  it('reads a pasted link with the link parser and stores the canonical URL, platform and item id', async () => {
    const res = await add(buyer, {
      link: '【1688】https://m.1688.com/offer/624567891234.html?spm=x 复制打开', expectedPrice: 1500, quantity: 500, remarks: '  需要印 logo ',
    });
    expect(res.status).toBe(201);
    expect(interestSchema.parse(res.body)).toMatchObject({
      link: 'https://detail.1688.com/offer/624567891234.html', platform: '1688', itemId: '624567891234', name: null,
      expectedPrice: 1500, quantity: 500, remarks: '需要印 logo', status: 'pending', goodsId: null, reply: null,
      userId: buyer.userId, userName: 'interest-buyer',
    });
  });

  it('takes a name alone, and a short link as a link without an item id', async () => {
    expect((await add(buyer, { name: '竹纤维毛巾', quantity: 200 })).body).toMatchObject({ name: '竹纤维毛巾', link: null, platform: null });
    expect((await add(buyer, { link: 'https://m.tb.cn/h.AbCdEfG', quantity: 1 })).body)
      .toMatchObject({ link: 'https://m.tb.cn/h.AbCdEfG', platform: 'taobao', itemId: null });
  });

  it('refuses bad input with a message key and stores nothing', async () => {
    const cases: [unknown, string][] = [
      [{ quantity: 10 }, 'mall.interestLinkOrName'],
      [{ link: '  ', name: '', quantity: 10 }, 'mall.interestLinkOrName'],
      [{ name: '毛巾' }, 'mall.quantityRequired'],
      [{ name: '毛巾', quantity: 0 }, 'mall.quantityRequired'],
      [{ name: '毛巾', quantity: 1.5 }, 'validation.invalidNumber'],
      [{ name: '毛巾', quantity: 1, expectedPrice: -1 }, 'validation.invalidNumber'],
      [{ name: 'x'.repeat(201), quantity: 1 }, 'validation.tooLong'],
      [{ link: 'https://item.jd.com/100012043978.html', quantity: 1 }, 'mall.linkUnsupported'],
      [{ link: 'javascript:alert(1)', quantity: 1 }, 'mall.linkInvalid'],
      [{ link: 'not a link', name: '毛巾', quantity: 1 }, 'mall.linkInvalid'],
    ];
    for (const [body, message] of cases) {
      const res = await add(other, body);
      expect([res.status, res.body.message], JSON.stringify(body)).toEqual([400, message]);
    }
    const mine = interestPageSchema.parse((await server.call('GET', '/api/interests/mine', { token: other.token })).body);
    expect(mine.totalElements).toBe(0);
    expect((await add(undefined, { name: '毛巾', quantity: 1 })).body).toEqual({ status: 401, message: 'error.unauthorized' });
  });
});

describe('reading and answering interests', () => {
  it("lists the buyer's own interests newest first; nobody else's", async () => {
    await add(other, { name: '陶瓷碗', quantity: 50 });
    const mine = interestPageSchema.parse((await server.call('GET', '/api/interests/mine?page=0&size=10', { token: buyer.token })).body);
    expect(mine.totalElements).toBe(3);
    expect(mine.content.every((i) => i.userId === buyer.userId)).toBe(true);
    expect(mine.content[0]?.link).toBe('https://m.tb.cn/h.AbCdEfG');
    expect((await server.call('GET', '/api/interests/mine?status=closed', { token: buyer.token })).body.totalElements).toBe(0);
    expect((await server.call('GET', '/api/interests/mine?status=nope', { token: buyer.token })).status).toBe(400);
    expect((await server.call('GET', '/api/interests/mine')).status).toBe(401);
  });

  it('lets staff with interest:list see all and interest:edit answer; buyers get 403', async () => {
    const all = interestPageSchema.parse((await server.call('GET', '/api/interests?size=50', { token: tokens.operator })).body);
    expect(all.content.map((i) => i.userName)).toEqual(expect.arrayContaining(['interest-buyer', 'interest-other']));
    const target = all.content.find((i) => i.name === '竹纤维毛巾');
    if (!target) throw new Error('no interest');
    const res = await server.call('PUT', '/api/interests', { token: tokens.operator, body: { id: target.id, status: 'quoted', goodsId: goods.id, reply: '已找到货源' } });
    expect(interestSchema.parse(res.body)).toMatchObject({ id: target.id, status: 'quoted', goodsId: goods.id, reply: '已找到货源' });
    const seen = interestPageSchema.parse((await server.call('GET', '/api/interests/mine?status=quoted', { token: buyer.token })).body);
    expect(seen.content.map((i) => i.id)).toEqual([target.id]);

    const bad: [unknown, number, string][] = [
      [{ id: target.id, status: 'done' }, 400, 'error.badRequest'],
      [{ id: target.id, status: 'closed', goodsId: 2_000_000_000 }, 400, 'mall.goodsNotFound'],
      [{ id: 2_000_000_000, status: 'closed' }, 404, 'mall.interestNotFound'],
      [{ id: target.id, status: 'closed', reply: 'x'.repeat(1001) }, 400, 'validation.tooLong'],
    ];
    for (const [body, status, message] of bad) {
      const r = await server.call('PUT', '/api/interests', { token: tokens.admin, body });
      expect([r.status, r.body.message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect((await server.call('GET', '/api/interests', { token: buyer.token })).status).toBe(403);
    expect((await server.call('PUT', '/api/interests', { token: buyer.token, body: { id: target.id, status: 'closed' } })).status).toBe(403);
  });
});
