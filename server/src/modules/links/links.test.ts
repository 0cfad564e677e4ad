import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { linkParseResultSchema, sourcingPageSchema, sourcingRequestSchema } from 'shared-contracts/api/links';
import { useTestServer } from '../../../test/harness';
import { makeUser } from '../../../test/accounts';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import { countRows } from '../../../test/rows';

const { server, tokens } = useTestServer({ signIn: ['admin', 'operator', 'buyer'] });
let buyer: { userId: number; token: string };
let ddc: MadeGoods;
let tmallStored: MadeGoods;

beforeAll(async () => {
  buyer = await makeUser(server, 'link-buyer', 'purchaser');
  [ddc, tmallStored] = (await makeShop(server, [
    { name: '1688 连衣裙', skus: [{ attrs: { 颜色: '红色' }, price: 3900 }], ddc: { platform: '1688', itemId: '624567891234' } },
    { name: '淘宝 运动鞋', skus: [{ attrs: { 尺码: '42' }, price: 19900 }], ddc: { platform: 'taobao', itemId: '678123456789' } },
  ])).goods as [MadeGoods, MadeGoods];
});

const parse = (text: unknown, token?: string) => server.call('POST', '/api/links/parse', { token, body: { text } });
const requestsOf = (userId: number) => countRows(server, 'mall_sourcing_request', sql`user_id = ${userId}`);

describe('POST api/links/parse', () => {
  it('answers the matching ddc goods for a known item, to anyone, in any form of the link', async () => {
    for (const text of ['https://detail.1688.com/offer/624567891234.html', 'https://m.1688.com/offer/624567891234.html?spm=x', '看这个 detail.1688.com/offer/624567891234.html']) {
      const res = await parse(text);
      expect(res.status, text).toBe(200);
      expect(linkParseResultSchema.parse(res.body)).toMatchObject({
        outcome: 'goods', platform: '1688', itemId: '624567891234', url: 'https://detail.1688.com/offer/624567891234.html',
        goods: { id: ddc.id, name: '1688 连衣裙', minPrice: 3900, storeId: ddc.storeId }, requestId: null,
      });
    }
    // A Tmall item is a Taobao item with the same id.
    expect((await parse('https://detail.tmall.com/item.htm?id=678123456789', buyer.token)).body)
      .toMatchObject({ outcome: 'goods', platform: 'tmall', goods: { id: tmallStored.id } });
    expect(await requestsOf(buyer.userId)).toBe(0);
  });

  it('opens one sourcing request per buyer and item while it is pending', async () => {
    const link = 'https://item.taobao.com/item.htm?id=600123456789&spm=abc';
    const first = linkParseResultSchema.parse((await parse(link, buyer.token)).body);
    expect(first).toMatchObject({ outcome: 'sourcing', platform: 'taobao', itemId: '600123456789', goods: null });
    expect(first.requestId).toEqual(expect.any(Number));
    const again = await parse('【淘宝】https://item.taobao.com/item.htm?id=600123456789 「帆布鞋」', buyer.token);
    expect(again.body.requestId).toBe(first.requestId);
    const racing = await Promise.all(Array.from({ length: 6 }, () => parse('https://item.taobao.com/item.htm?id=611111111111', buyer.token)));
    expect(new Set(racing.map((r) => r.body.requestId)).size).toBe(1);
    expect(await requestsOf(buyer.userId)).toBe(2);
    // Another buyer's paste is their own request.
    const other = await parse(link, tokens.buyer);
    expect(other.body.requestId).not.toBe(first.requestId);
  });

  it('queues a short link for an operator without fetching it', async () => {
    const res = await parse('【淘宝】https://m.tb.cn/h.5xYzAbC?tk=xxx CZ3457 「韩版宽松T恤女」点击链接直接打开', buyer.token);
    expect(linkParseResultSchema.parse(res.body)).toMatchObject({
      outcome: 'shortLink', platform: 'taobao', itemId: null, url: 'https://m.tb.cn/h.5xYzAbC?tk=xxx', goods: null,
    });
    const [row] = await server.database.db.execute(sql`select kind, raw_input from mall_sourcing_request where id = ${res.body.requestId}`)
      .then((r) => (r as unknown as { rows: { kind: string; raw_input: string }[] }).rows);
    expect(row?.kind).toBe('short_link');
    expect(row?.raw_input).toContain('韩版宽松T恤女');
  });

  it('gives an anonymous (or signed-out) paste the outcome without opening a request', async () => {
    const before = await countRows(server, 'mall_sourcing_request');
    for (const token of [undefined, 'expired-or-forged-token']) {
      const res = await parse('https://mobile.yangkeduo.com/goods.html?goods_id=345678901234', token);
      expect(res.body).toMatchObject({ outcome: 'sourcing', platform: 'pinduoduo', requestId: null });
    }
    expect(await countRows(server, 'mall_sourcing_request')).toBe(before);
  });

  it('refuses what is not a supported product link with a message key', async () => {
    const cases: [unknown, string][] = [
      ['', 'mall.linkRequired'], ['   ', 'mall.linkRequired'], [null, 'mall.linkRequired'], [42, 'mall.linkRequired'],
      ['韩版T恤', 'mall.linkInvalid'], ['javascript:alert(1)', 'mall.linkInvalid'], ['https://www.taobao.com/', 'mall.linkInvalid'],
      ['https://item.jd.com/100012043978.html', 'mall.linkUnsupported'], ['x'.repeat(2001), 'validation.tooLong'],
    ];
    for (const [text, message] of cases) {
      const res = await parse(text);
      expect([res.status, res.body.message], String(text).slice(0, 40)).toEqual([400, message]);
    }
    expect((await server.call('POST', '/api/links/parse', { body: {} })).body.message).toBe('mall.linkRequired');
    // A control character would otherwise reach the stored raw input of a signed-in paste.
    expect((await parse('https://item.taobao.com/item.htm?id=600123456789\u0000', buyer.token)).body)
      .toMatchObject({ status: 400, message: 'validation.invalidCharacters' });
    expect((await parse('【淘宝】\n https://item.taobao.com/item.htm?id=600123456789\r\n「帆布鞋」', buyer.token)).status).toBe(200);
    expect((await server.call('POST', '/api/links/parse', { raw: '{"text"' })).body.message).toBe('error.malformedJson');
  });
});

describe('sourcing requests (staff)', () => {
  it('lists them for sourcing:list (operator) with status filter; buyers get 403, anonymous 401', async () => {
    const res = await server.call('GET', '/api/links/requests?status=pending&page=0&size=50', { token: tokens.operator });
    expect(res.status).toBe(200);
    const page = sourcingPageSchema.parse(res.body);
    expect(page.content.length).toBeGreaterThanOrEqual(3);
    expect(page.content.every((r) => r.status === 'pending')).toBe(true);
    expect(page.content.find((r) => r.itemId === '600123456789' && r.userId === buyer.userId)).toMatchObject({
      kind: 'sourcing', platform: 'taobao', url: 'https://item.taobao.com/item.htm?id=600123456789', userName: 'link-buyer',
    });
    expect((await server.call('GET', '/api/links/requests', { token: buyer.token })).status).toBe(403);
    expect((await server.call('GET', '/api/links/requests')).status).toBe(401);
    expect((await server.call('GET', '/api/links/requests?status=done', { token: tokens.operator })).body.message).toBe('error.badRequest');
  });

  it('completes a request with existing goods or rejects it with a note (sourcing:edit)', async () => {
    const page = sourcingPageSchema.parse((await server.call('GET', '/api/links/requests?status=pending&size=50', { token: tokens.operator })).body);
    const a = page.content.find((r) => r.itemId === '600123456789' && r.userId === buyer.userId);
    const b = page.content.find((r) => r.kind === 'short_link');
    if (!a || !b) throw new Error('need the sourcing and the short-link request');
    const done = await server.call('PUT', '/api/links/requests', { token: tokens.operator, body: { id: a.id, status: 'completed', goodsId: ddc.id } });
    expect(sourcingRequestSchema.parse(done.body)).toMatchObject({ id: a.id, status: 'completed', goodsId: ddc.id });
    const rejected = await server.call('PUT', '/api/links/requests', { token: tokens.admin, body: { id: b.id, status: 'rejected', note: '已下架' } });
    expect(rejected.body).toMatchObject({ status: 'rejected', goodsId: null, note: '已下架' });
    const bad: [unknown, number, string][] = [
      [{ id: a.id, status: 'completed' }, 400, 'mall.goodsNotFound'],
      [{ id: a.id, status: 'completed', goodsId: 2_000_000_000 }, 400, 'mall.goodsNotFound'],
      [{ id: 2_000_000_000, status: 'rejected' }, 404, 'mall.sourcingNotFound'],
      [{ id: a.id, status: 'pending' }, 400, 'error.badRequest'],
      [{ id: 'x', status: 'rejected' }, 400, 'error.validation'],
    ];
    for (const [body, status, message] of bad) {
      const res = await server.call('PUT', '/api/links/requests', { token: tokens.operator, body });
      expect([res.status, res.body.message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect((await server.call('PUT', '/api/links/requests', { token: buyer.token, body: { id: a.id, status: 'rejected' } })).status).toBe(403);
    // Once handled, the same paste opens a new request.
    const again = await parse('https://item.taobao.com/item.htm?id=600123456789', buyer.token);
    expect(again.body.requestId).toEqual(expect.any(Number));
    expect(again.body.requestId).not.toBe(a.id);
  });
});
