import { describe, expect, it } from 'vitest';
import type { Category } from 'shared-contracts/api/goods';
import { useTestServer } from '../../../test/harness';

/** The category tree: public reading, staff writes, and the refusals that keep goods reachable. */
const { server, tokens } = useTestServer({ catalogue: 12, signIn: ['admin', 'buyer'] });

const tree = async (): Promise<Category[]> => (await server.call('GET', '/api/categories')).body;
const flat = (list: Category[]): Category[] => list.flatMap((c) => [c, ...flat(c.children ?? [])]);

describe('categories', () => {
  it('the public tree: 13 top levels in sort order, each with children, names in three languages', async () => {
    const t = await tree();
    expect(t.length).toBe(13);
    expect(t.map((c) => c.sort)).toEqual([...t.map((c) => c.sort)].sort((a, b) => a - b));
    for (const c of t) {
      expect(c.children!.length).toBeGreaterThanOrEqual(3);
      expect(c.nameI18n.en && c.nameI18n.vi && c.nameI18n.cn).toBeTruthy();
    }
  });

  it('create, move, rename (goods search follows), delete', async () => {
    const t = await tree();
    const top = (await server.call('POST', '/api/categories', { token: tokens.admin, body: { name: '测试顶级', nameI18n: { en: 'Test Top' } } })).body;
    expect(top.pid).toBeNull();
    const child = await server.call('POST', '/api/categories', { token: tokens.admin, body: { pid: top.id, name: '测试子类' } });
    expect(child.status).toBe(201);
    // A parent that does not exist, and a cycle.
    expect((await server.call('POST', '/api/categories', { token: tokens.admin, body: { pid: 999999, name: 'x' } })).body.message).toBe('mall.categoryNotFound');
    const cycle = await server.call('PUT', '/api/categories', { token: tokens.admin, body: { id: top.id, pid: child.body.id, name: '测试顶级' } });
    expect(cycle.status).toBe(400);
    expect(cycle.body.message).toBe('mall.categoryCycle');
    const self = await server.call('PUT', '/api/categories', { token: tokens.admin, body: { id: top.id, pid: top.id, name: '测试顶级' } });
    expect(self.body.message).toBe('mall.categoryCycle');
    // Renaming the category of goods 1 makes them findable by the new name.
    const leafOfGoods1 = (await server.call('GET', '/api/goods/1')).body.categoryPath.at(-1);
    const leaf = flat(t).find((c) => c.id === leafOfGoods1.id)!;
    const renamed = await server.call('PUT', '/api/categories', {
      token: tokens.admin, body: { id: leaf.id, pid: leaf.pid, name: leaf.name, nameI18n: { ...leaf.nameI18n, en: 'Wallaby Menswear' }, sort: leaf.sort },
    });
    expect(renamed.status).toBe(200);
    const found = (await server.call('GET', '/api/goods?keyword=wallaby%20menswear')).body.content.map((c: { id: number }) => c.id);
    expect(found).toContain(1);
    // Refusals: children, goods; then a clean delete of both together.
    const withChildren = await server.call('DELETE', '/api/categories', { token: tokens.admin, body: [top.id] });
    expect(withChildren.status).toBe(409);
    expect(withChildren.body.message).toBe('mall.categoryHasChildren');
    const withGoods = await server.call('DELETE', '/api/categories', { token: tokens.admin, body: [leaf.id] });
    expect(withGoods.body.message).toBe('mall.categoryHasGoods');
    expect((await server.call('DELETE', '/api/categories', { token: tokens.admin, body: [top.id, child.body.id] })).status).toBe(200);
    expect(flat(await tree()).some((c) => c.id === top.id)).toBe(false);
    expect((await server.call('DELETE', '/api/categories', { token: tokens.admin, body: [top.id] })).body.message).toBe('mall.categoryNotFound');
  });

  it('bad input and permissions', async () => {
    expect((await server.call('POST', '/api/categories', { token: tokens.buyer, body: { name: 'x' } })).status).toBe(403);
    for (const body of [{ name: '' }, { name: 'x', pid: 'a' }, { name: 'x', sort: -1 }, { name: 'x'.repeat(61) }, { name: 'x', nameI18n: { fr: 'x' } }]) {
      const res = await server.call('POST', '/api/categories', { token: tokens.admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(/^[a-z]+\.[A-Za-z]+$/);
    }
    expect((await server.call('PUT', '/api/categories', { token: tokens.admin, body: { id: 999999, name: 'x' } })).status).toBe(404);
  });
});
