import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectInput } from 'shared-contracts/api/collect';
import {
  COLLECT_TOKENS_MAX, collectConnectionSchema, collectSendResultSchema, collectSessionSchema, collectTokenIssuedSchema, type CollectSend,
} from 'shared-contracts/api/collect-extension';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { makeUser } from '../../../test/accounts';
import { makeCategory } from '../../../test/catalogue-factory';
import { testDriver, useTestServer } from '../../../test/harness';
import { countRows, rows } from '../../../test/rows';
import { inOneThrottleWindow } from '../../../test/throttle-window';

/**
 * The portal's half of the collection extension (issue 29, docs/collect-extension.md): connections in the personal
 * centre, the token on the extension's routes and nowhere else, the send into the cart or a sourcing request in one
 * transaction, the per-buyer throttle, and the packed extension's files.
 */
const extensionDir = fs.mkdtempSync(path.join(os.tmpdir(), 'collect-extension-'));
const SENDS_PER_MINUTE = 5;
const { server, tokens } = useTestServer({ env: { COLLECT_EXTENSION_DIR: extensionDir, THROTTLE_COLLECT_SENDS_PER_MINUTE: String(SENDS_PER_MINUTE) }, signIn: ['admin'] });
afterAll(() => fs.rmSync(extensionDir, { recursive: true, force: true }));

type Who = { userId: number; token: string };
let users = 0;
const buyer = async (): Promise<Who> => makeUser(server, `ext-buyer-${++users}`, 'purchaser');

const connect = async (who: Who, label = 'Chrome ở văn phòng') => {
  const res = await server.call('POST', '/api/collect/tokens', { token: who.token, body: { label } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return collectTokenIssuedSchema.parse(res.body);
};
const asExtension = (token: string, method: string, url: string, body?: unknown) =>
  server.call(method, url, { headers: { 'x-collect-token': token }, ...(body === undefined ? {} : { body }) });

let itemNo = 0;
const itemOf = (over: Partial<CollectInput> = {}): CollectInput => {
  const id = String(620000000000 + ++itemNo);
  return {
    platform: '1688', itemId: id, url: `https://detail.1688.com/offer/${id}.html`, title: '加厚帆布收纳箱 大号', shopName: '义乌收纳工厂',
    images: [], description: '',
    skus: [
      { attrs: { 颜色: '米白', 尺寸: '大号' }, price: 2500, moq: 2, stock: 100 },
      { attrs: { 颜色: '灰色', 尺寸: '大号' }, price: 2600, moq: 1, stock: 50 },
    ],
    ...over,
  };
};
const cartLines = (who: Who) => rows<{ sku_id: number; quantity: number; goods_id: number }>(server,
  sql`select sku_id, quantity, goods_id::int as goods_id from shop_cart where user_id = ${who.userId} order by sku_id`);
const ownGoods = (who: Who, item: CollectInput) => countRows(server, 'mall_goods',
  sql`owner_id = ${who.userId} and source_platform = ${item.platform} and source_item_id = ${item.itemId}`);

describe('connections in the personal centre', () => {
  it('issues a token shown once, lists it without the token, and names the portal the request reached', async () => {
    const a = await buyer();
    const issued = await connect(a);
    const code = collectConnectionSchema.parse(JSON.parse(Buffer.from(issued.connectionCode, 'base64url').toString('utf8')));
    expect(code.token).toBe(issued.token);
    expect(code.portal).toBe(server.url);
    const list = await server.call('GET', '/api/collect/tokens', { token: a.token });
    expect(list.body).toEqual([{ id: issued.id, label: 'Chrome ở văn phòng', createTime: issued.createTime, lastUsedTime: null }]);
    expect(JSON.stringify(list.body)).not.toContain(issued.token);
    const [stored] = await rows<{ token_hash: string }>(server, sql`select token_hash from collect_token where id = ${issued.id}`);
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token_hash).not.toContain(issued.token.slice(4));
  });

  it('refuses a blank label with a translated 400 and stores nothing', async () => {
    const a = await buyer();
    const res = await server.call('POST', '/api/collect/tokens', { token: a.token, body: { label: '   ' } });
    expect(res.status).toBe(400);
    expect(await countRows(server, 'collect_token', sql`user_id = ${a.userId}`)).toBe(0);
  });

  it(`holds at most ${COLLECT_TOKENS_MAX} live connections; a revoked one frees its place`, async () => {
    const a = await buyer();
    const made = [];
    for (let i = 0; i < COLLECT_TOKENS_MAX; i++) made.push(await connect(a, `máy ${i}`));
    const over = await server.call('POST', '/api/collect/tokens', { token: a.token, body: { label: 'thêm' } });
    expect(over.status).toBe(400);
    expect((over.body as { message: string }).message).toBe(MessageKey.collectTokenLimit);
    expect(await server.call('DELETE', `/api/collect/tokens/${made[0]?.id}`, { token: a.token })).toMatchObject({ status: 204 });
    await connect(a, 'thay thế');
  });

  it("revokes only the caller's own: another buyer's is 404 and keeps working", async () => {
    const a = await buyer();
    const b = await buyer();
    const issued = await connect(a);
    const res = await server.call('DELETE', `/api/collect/tokens/${issued.id}`, { token: b.token });
    expect(res.status).toBe(404);
    expect((await asExtension(issued.token, 'GET', '/api/collect/extension/session')).status).toBe(200);
    expect((await server.call('DELETE', `/api/collect/tokens/${issued.id}`, { token: a.token })).status).toBe(204);
    const after = await asExtension(issued.token, 'GET', '/api/collect/extension/session');
    expect(after.status).toBe(401);
    expect((after.body as { message: string }).message).toBe(MessageKey.collectTokenInvalid);
    expect((await server.call('GET', '/api/collect/tokens', { token: a.token })).body).toEqual([]);
  });
});

describe('the token', () => {
  let a: Who;
  let token: string;
  beforeAll(async () => {
    a = await buyer();
    token = (await connect(a)).token;
  });

  it('opens the session: the user, the language they last used in the portal, the cart count; notes the use', async () => {
    await server.database.db.execute(sql`update sys_user set language = 'vi' where id = ${a.userId}`);
    const res = await asExtension(token, 'GET', '/api/collect/extension/session');
    expect(collectSessionSchema.parse(res.body)).toEqual({ userName: await nameOf(a), language: 'vi', cartCount: 0 });
    const list = (await server.call('GET', '/api/collect/tokens', { token: a.token })).body as { lastUsedTime: string | null }[];
    expect(list[0]?.lastUsedTime).not.toBeNull();
  });

  it('refuses an unknown or malformed token with the text that says how to reconnect', async () => {
    for (const bad of ['pct_' + 'A'.repeat(43), 'nonsense', '']) {
      const res = await asExtension(bad, 'GET', '/api/collect/extension/items');
      expect(res.status, bad).toBe(401);
      expect((res.body as { message: string }).message).toBe(MessageKey.collectTokenInvalid);
    }
    const without = await server.call('GET', '/api/collect/extension/items');
    expect([without.status, (without.body as { message: string }).message]).toEqual([401, MessageKey.unauthorized]);
  });

  it('is no session anywhere else: as a Bearer it is refused, as the header beside a session it refuses the request', async () => {
    const asBearer = await server.call('GET', '/api/shopCart/myCart?page=0&size=10', { token });
    expect(asBearer.status).toBe(401);
    const cartBefore = await cartLines(a);
    const beside = await server.call('POST', '/api/collect', { token: a.token, headers: { 'x-collect-token': token }, body: itemOf() });
    expect(beside.status).toBe(403);
    expect((beside.body as { message: string }).message).toBe(MessageKey.collectTokenForbidden);
    const read = await server.call('GET', '/api/shopCart/myCart?page=0&size=10', { headers: { 'x-collect-token': token } });
    expect(read.status).toBe(403);
    expect(await cartLines(a)).toEqual(cartBefore);
    // The session's own routes are not the extension's either.
    expect((await asExtension(token, 'GET', '/api/collect/tokens')).status).toBe(403);
  });
});

const nameOf = async (who: Who) => (await rows<{ nick_name: string }>(server, sql`select nick_name from sys_user where id = ${who.userId}`))[0]?.nick_name;

describe('send', () => {
  const send = (token: string, body: CollectSend) => asExtension(token, 'POST', '/api/collect/extension/send', body);

  it('collects the item and puts the lines in the cart; a second send adds to the same lines', async () => {
    const a = await buyer();
    const { token } = await connect(a);
    const item = itemOf();
    const first = await send(token, { item, target: 'cart', remark: '', lines: [{ attrs: { 颜色: '米白', 尺寸: '大号' }, quantity: 3 }, { attrs: { 尺寸: '大号', 颜色: '灰色' }, quantity: 1 }] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const result = collectSendResultSchema.parse(first.body);
    expect(result).toMatchObject({ created: true, catalogue: false, target: 'cart', cartLines: 2, sourcingId: null, portalPath: '/myCart' });
    expect((await cartLines(a)).map((l) => [l.goods_id, l.quantity])).toEqual([[result.goodsId, 3], [result.goodsId, 1]]);
    const again = await send(token, { item, target: 'cart', remark: '', lines: [{ attrs: { 颜色: '米白', 尺寸: '大号' }, quantity: 2 }] });
    expect(collectSendResultSchema.parse(again.body)).toMatchObject({ goodsId: result.goodsId, created: false, cartLines: 1 });
    expect((await cartLines(a)).map((l) => l.quantity)).toEqual([5, 1]);
    expect(await ownGoods(a, item)).toBe(1);
    const items = await asExtension(token, 'GET', '/api/collect/extension/items');
    expect(items.body).toEqual([expect.objectContaining({ goodsId: result.goodsId, platform: '1688', itemId: item.itemId, title: item.title })]);
    const session = await asExtension(token, 'GET', '/api/collect/extension/session');
    expect((session.body as { cartCount: number }).cartCount).toBe(2);
  });

  it("puts the catalogue's goods in the cart when the catalogue holds the item, and collects no copy", async () => {
    const a = await buyer();
    const b = await buyer();
    const item = itemOf();
    const line = { attrs: { 颜色: '灰色', 尺寸: '大号' }, quantity: 3 };
    const first = collectSendResultSchema.parse((await send((await connect(a)).token, { item, target: 'cart', remark: '', lines: [line] })).body);
    const published = await server.call('POST', `/api/goods/${first.goodsId}/publish`, { token: tokens.admin, body: { categoryId: await makeCategory(server) } });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const res = await send((await connect(b)).token, { item, target: 'cart', remark: '', lines: [line] });
    expect(collectSendResultSchema.parse(res.body)).toMatchObject({ goodsId: first.goodsId, created: false, catalogue: true, cartLines: 1 });
    expect(await ownGoods(b, item)).toBe(0);
    expect((await cartLines(b)).map((l) => [l.goods_id, l.quantity])).toEqual([[first.goodsId, 3]]);
  });

  it('refuses a specification the item does not have, and changes nothing: no goods, no cart line', async () => {
    const a = await buyer();
    const { token } = await connect(a);
    const item = itemOf();
    const res = await send(token, { item, target: 'cart', remark: '', lines: [{ attrs: { 颜色: '米白', 尺寸: '大号' }, quantity: 2 }, { attrs: { 颜色: '紫色' }, quantity: 1 }] });
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toBe(MessageKey.collectSkuUnknown);
    expect(await ownGoods(a, item)).toBe(0);
    expect(await cartLines(a)).toEqual([]);
  });

  it("keeps the SKU's minimum order quantity as the cart does, and changes nothing", async () => {
    const a = await buyer();
    const { token } = await connect(a);
    const item = itemOf();
    const res = await send(token, { item, target: 'cart', remark: '', lines: [{ attrs: { 颜色: '米白', 尺寸: '大号' }, quantity: 1 }] });
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toBe(MessageKey.belowMinimumQuantity);
    expect(await ownGoods(a, item)).toBe(0);
  });

  it('refuses bad input with a 400 before anything is written', async () => {
    const a = await buyer();
    const { token } = await connect(a);
    const item = itemOf();
    const res = await send(token, { item, target: 'cart', remark: '', lines: [] } as CollectSend);
    expect(res.status).toBe(400);
    expect(await ownGoods(a, item)).toBe(0);
  });

  it('opens a sourcing request with the remark and the chosen lines in its note', async () => {
    const a = await buyer();
    const { token } = await connect(a);
    const item = itemOf();
    const res = await send(token, { item, target: 'sourcing', remark: 'Cần giao trước Tết', lines: [{ attrs: { 颜色: '灰色', 尺寸: '大号' }, quantity: 40 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = collectSendResultSchema.parse(res.body);
    expect(result).toMatchObject({ target: 'sourcing', cartLines: 0, portalPath: '/mallDdc' });
    const [request] = await rows<{ user_id: number; platform: string; item_id: string; note: string; status: string }>(server,
      sql`select user_id, platform, item_id, note, status from mall_sourcing_request where id = ${result.sourcingId}`);
    expect(request).toEqual({ user_id: a.userId, platform: '1688', item_id: item.itemId, status: 'pending', note: 'Cần giao trước Tết\n颜色: 灰色 / 尺寸: 大号 × 40' });
    expect(await cartLines(a)).toEqual([]);
  });

  it(`throttles a buyer at ${SENDS_PER_MINUTE} sends a minute across their connections`, async () => {
    const a = await buyer();
    const one = (await connect(a, 'một')).token;
    const two = (await connect(a, 'hai')).token;
    const other = await buyer();
    const otherToken = (await connect(other)).token;
    await inOneThrottleWindow(60);
    const item = itemOf();
    const body: CollectSend = { item, target: 'cart', remark: '', lines: [{ attrs: { 颜色: '灰色', 尺寸: '大号' }, quantity: 1 }] };
    for (let i = 0; i < SENDS_PER_MINUTE; i++) expect((await send(i % 2 ? one : two, body)).status).toBe(200);
    const refused = await send(one, body);
    expect(refused.status).toBe(429);
    expect((refused.body as { message: string }).message).toBe(MessageKey.collectThrottled);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await cartLines(a)).map((l) => l.quantity)).toEqual([SENDS_PER_MINUTE]);
    expect((await send(otherToken, body)).status).toBe(200);
  }, 90_000);

  it.runIf(testDriver === 'postgres')('makes one collected goods and one cart line of two sends of the same item at once', async () => {
    const a = await buyer();
    const one = (await connect(a, 'một')).token;
    const two = (await connect(a, 'hai')).token;
    const item = itemOf();
    const line = { attrs: { 颜色: '灰色', 尺寸: '大号' }, quantity: 2 };
    const answers = await Promise.all([send(one, { item, target: 'cart', remark: '', lines: [line] }), send(two, { item, target: 'cart', remark: '', lines: [line] })]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(await ownGoods(a, item)).toBe(1);
    expect((await cartLines(a)).map((l) => l.quantity)).toEqual([4]);
  });
});

describe('the packed extension', () => {
  it('answers 404 mall.extensionNotBuilt before a build, then its description, the zip and the step pictures', async () => {
    const none = await server.call('GET', '/api/collect/extension/package/info');
    expect(none.status).toBe(404);
    expect((none.body as { message: string }).message).toBe(MessageKey.extensionNotBuilt);
    expect((await fetch(`${server.url}/api/collect/extension/package`)).status).toBe(404);
    const { writeFakeExtension } = await import('../../../test/extension-factory');
    const built = writeFakeExtension(extensionDir);
    const info = await server.call('GET', '/api/collect/extension/package/info');
    expect(info.body).toEqual({ version: built.version, fileName: built.fileName, bytes: built.bytes, sha256: built.sha256, builtTime: built.builtTime });
    const zip = await fetch(`${server.url}/api/collect/extension/package?v=${built.version}`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-disposition')).toBe(`attachment; filename="${built.fileName}"`);
    expect(zip.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await zip.arrayBuffer())).toEqual(built.zip);
    const again = await fetch(`${server.url}/api/collect/extension/package`, { headers: { 'if-none-match': zip.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    const step = await fetch(`${server.url}/api/collect/extension/steps/3`);
    expect([step.status, step.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect((await server.call('GET', '/api/collect/extension/steps/6')).status).toBe(400);
  });

  it('names a zip outside its folder as not built', async () => {
    const { writeFakeExtension } = await import('../../../test/extension-factory');
    const built = writeFakeExtension(extensionDir);
    fs.writeFileSync(path.join(extensionDir, 'dist', 'latest.json'), JSON.stringify({ ...built, zip: undefined, fileName: '../../etc/passwd.zip' }));
    expect((await server.call('GET', '/api/collect/extension/package/info')).status).toBe(404);
    writeFakeExtension(extensionDir);
  });
});

describe('CORS', () => {
  const origin = `chrome-extension://${'a'.repeat(32)}`;
  it("answers the extension's preflight with the token header allowed, and no one else's", async () => {
    const ok = await fetch(`${server.url}/api/collect/extension/send`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-collect-token' } });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(origin);
    expect(ok.headers.get('access-control-allow-headers')).toContain('x-collect-token');
    const page = await fetch(`${server.url}/api/collect/extension/send`, { method: 'OPTIONS', headers: { origin: 'https://item.taobao.com', 'access-control-request-method': 'POST' } });
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    const elsewhere = await fetch(`${server.url}/api/orders`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET' } });
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
    const session = await fetch(`${server.url}/api/collect/tokens`, { headers: { origin } });
    expect(session.headers.get('access-control-allow-origin')).toBeNull();
  });
});
