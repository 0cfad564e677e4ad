import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';

/** Stores: a public page, the staff list and writes; a store with goods is not deleted. */
const { server, tokens } = useTestServer({ catalogue: 12, signIn: ['admin', 'buyer'] });

describe('stores', () => {
  it('public page with goods count; 404 with mall.storeNotFound', async () => {
    const storeId = (await server.call('GET', '/api/goods/1')).body.storeId;
    const res = await server.call('GET', `/api/stores/${storeId}`);
    expect(res.status).toBe(200);
    expect(res.body.goodsCount).toBeGreaterThan(0);
    expect(res.body.logoUrl).toMatch(/^\/api\/mall-files\/stores\//);
    expect((await server.call('GET', '/api/stores/999999')).body.message).toBe('mall.storeNotFound');
    expect((await server.call('GET', '/api/stores/x')).status).toBe(400);
  });

  it('staff list: 39 seeded stores, paged, blurry name search in any language', async () => {
    expect((await server.call('GET', '/api/stores')).status).toBe(401);
    expect((await server.call('GET', '/api/stores', { token: tokens.buyer })).status).toBe(403);
    const page = (await server.call('GET', '/api/stores?page=0&size=10', { token: tokens.admin })).body;
    expect(page.totalElements).toBe(39);
    expect(page.content).toHaveLength(10);
    const yiwu = (await server.call('GET', '/api/stores?blurry=Yiwu', { token: tokens.admin })).body;
    expect(yiwu.totalElements).toBeGreaterThan(0);
    expect(yiwu.content.every((s: { nameI18n: { en: string } }) => s.nameI18n.en.includes('Yiwu'))).toBe(true);
  });

  it('create, update, delete; a store with goods is refused', async () => {
    const created = await server.call('POST', '/api/stores', {
      token: tokens.admin, body: { name: '测试店铺', nameI18n: { en: 'Test Store' }, location: '义乌', platform: 'pinduoduo' },
    });
    expect(created.status).toBe(201);
    expect(created.body.goodsCount).toBe(0);
    const updated = await server.call('PUT', '/api/stores', { token: tokens.admin, body: { id: created.body.id, name: '测试店铺二', rating: 50 } });
    expect(updated.body.name).toBe('测试店铺二');
    expect((await server.call('PUT', '/api/stores', { token: tokens.admin, body: { id: 999999, name: 'x' } })).status).toBe(404);
    const busy = (await server.call('GET', '/api/goods/1')).body.storeId;
    const refused = await server.call('DELETE', '/api/stores', { token: tokens.admin, body: [busy] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('mall.storeHasGoods');
    expect((await server.call('DELETE', '/api/stores', { token: tokens.admin, body: [created.body.id] })).status).toBe(200);
    expect((await server.call('GET', `/api/stores/${created.body.id}`)).status).toBe(404);
  });

  it('bad input', async () => {
    for (const body of [{}, { name: '' }, { name: 'x', platform: 'amazon' }, { name: 'x', rating: 51 }, { name: 'x', location: 'x'.repeat(61) }]) {
      const res = await server.call('POST', '/api/stores', { token: tokens.admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await server.call('GET', `/api/stores?blurry=${'x'.repeat(101)}`, { token: tokens.admin })).status).toBe(400);
  });
});
