import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageOf } from 'shared-contracts/api/common';
import { dictSchema } from 'shared-contracts/api/dict';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { adminApiMessages } from 'shared-contracts/i18n/messages-admin-api';
import { useTestServer } from '../../../test/harness';
import { countRows } from '../../../test/rows';
import { seedDicts } from '../../seed/dicts';

const { server, tokens } = useTestServer({ signIn: ['admin', 'buyer'] });

const dictPage = pageOf(dictSchema);

async function entries(dictName: string): Promise<{ value: string; label: string }[]> {
  const res = await server.call('GET', `/api/dictDetail?dictName=${dictName}&page=0&size=9999`, { token: tokens.admin });
  return res.body.content;
}

describe('GET api/dict', () => {
  it('pages the dictionaries and searches name and description', async () => {
    const all = dictPage.parse((await server.call('GET', '/api/dict?page=0&size=100', { token: tokens.admin })).body);
    expect(all.content.map((d) => d.name)).toEqual(expect.arrayContaining(['order_status', 'payment_method', 'mall_en', 'mall_cn', 'mall_vi']));
    expect(all.totalElements).toBe(all.content.length);
    const first = dictPage.parse((await server.call('GET', '/api/dict?page=0&size=3', { token: tokens.admin })).body);
    expect(first.content).toHaveLength(3);
    expect(first.totalElements).toBe(all.totalElements);
    const found = dictPage.parse((await server.call('GET', '/api/dict?blurry=payment', { token: tokens.admin })).body);
    expect(found.content.map((d) => d.name).sort()).toEqual(['payment_method', 'payment_status']);
    const list = z.array(dictSchema).parse((await server.call('GET', '/api/dict/all', { token: tokens.admin })).body);
    expect(list).toHaveLength(all.totalElements);
  });

  it('needs dict:list', async () => {
    expect((await server.call('GET', '/api/dict')).status).toBe(401);
    expect((await server.call('GET', '/api/dict', { token: tokens.buyer })).status).toBe(403);
    expect((await server.call('GET', '/api/dict/all', { token: tokens.buyer })).status).toBe(403);
  });
});

describe('POST, PUT, DELETE api/dict', () => {
  it('creates, renames and deletes a dictionary with its entries', async () => {
    const created = await server.call('POST', '/api/dict', { token: tokens.admin, body: { name: 'warehouse', description: '仓库' } });
    expect(created.status).toBe(201);
    const dict = dictSchema.parse(created.body);
    expect(dict).toMatchObject({ name: 'warehouse', description: '仓库' });
    const entry = await server.call('POST', '/api/dictDetail', { token: tokens.admin, body: { dict: { id: dict.id }, value: 'LS', label: '谅山仓' } });
    expect(entry.status).toBe(201);
    expect(await entries('warehouse')).toHaveLength(1);

    const renamed = await server.call('PUT', '/api/dict', { token: tokens.admin, body: { id: dict.id, name: 'border_warehouse', description: null } });
    expect(dictSchema.parse(renamed.body)).toMatchObject({ id: dict.id, name: 'border_warehouse', description: null });
    expect(await entries('warehouse')).toEqual([]);
    expect((await entries('border_warehouse')).map((e) => e.value)).toEqual(['LS']);

    const details = await countRows(server, 'sys_dict_detail');
    expect((await server.call('DELETE', '/api/dict', { token: tokens.admin, body: [dict.id] })).body).toEqual({ ok: true });
    expect(await countRows(server, 'sys_dict_detail')).toBe(details - 1);
    expect(await entries('border_warehouse')).toEqual([]);
  });

  it('refuses a name that is taken (409) and unknown ids (400)', async () => {
    const before = await countRows(server, 'sys_dict');
    expect((await server.call('POST', '/api/dict', { token: tokens.admin, body: { name: 'order_status' } })).body)
      .toEqual({ status: 409, message: 'dict.nameTaken' });
    const other = dictSchema.parse((await server.call('POST', '/api/dict', { token: tokens.admin, body: { name: 'temp_dict' } })).body);
    expect((await server.call('PUT', '/api/dict', { token: tokens.admin, body: { id: other.id, name: 'order_status' } })).body)
      .toEqual({ status: 409, message: 'dict.nameTaken' });
    expect((await server.call('PUT', '/api/dict', { token: tokens.admin, body: { id: 999999, name: 'nope' } })).body)
      .toEqual({ status: 400, message: 'dict.notFound' });
    expect((await server.call('DELETE', '/api/dict', { token: tokens.admin, body: [other.id, 999999] })).body)
      .toEqual({ status: 400, message: 'dict.notFound' });
    expect(await countRows(server, 'sys_dict')).toBe(before + 1);
  });

  it('needs dict:add, dict:edit, dict:del', async () => {
    const before = await countRows(server, 'sys_dict');
    for (const token of [undefined, tokens.buyer]) {
      const expected = token ? 403 : 401;
      expect((await server.call('POST', '/api/dict', { token, body: { name: 'forbidden' } })).status).toBe(expected);
      expect((await server.call('PUT', '/api/dict', { token, body: { id: 1, name: 'forbidden' } })).status).toBe(expected);
      expect((await server.call('DELETE', '/api/dict', { token, body: [1] })).status).toBe(expected);
    }
    expect(await countRows(server, 'sys_dict')).toBe(before);
  });

  it('answers bad input with 400 and a message key, storing nothing', async () => {
    const before = await countRows(server, 'sys_dict');
    const bad: [unknown, string][] = [
      [{}, 'dict.nameRequired'],
      [{ name: '' }, 'dict.nameRequired'],
      [{ name: 3 }, 'dict.nameRequired'],
      [{ name: 'has space' }, 'dict.nameInvalid'],
      [{ name: '1starts_with_digit' }, 'dict.nameInvalid'],
      [{ name: 'x'.repeat(61) }, 'validation.tooLong'],
      [{ name: 'ok_name', description: 'd'.repeat(201) }, 'validation.tooLong'],
      [{ name: 'ok_name', description: 5 }, 'error.validation'],
    ];
    for (const [body, message] of bad) {
      const res = await server.call('POST', '/api/dict', { token: tokens.admin, body });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.message, JSON.stringify(body).slice(0, 60)).toBe(message);
    }
    expect((await server.call('POST', '/api/dict', { token: tokens.admin, raw: '{"name":' })).body).toEqual({ status: 400, message: 'error.malformedJson' });
    expect((await server.call('PUT', '/api/dict', { token: tokens.admin, body: { name: 'no_id' } })).status).toBe(400);
    for (const body of [[], ['1'], {}, [1.5]]) {
      expect((await server.call('DELETE', '/api/dict', { token: tokens.admin, body })).status).toBe(400);
    }
    for (const q of ['page=-1', 'size=0', 'size=abc', `blurry=${'b'.repeat(101)}`]) {
      expect((await server.call('GET', `/api/dict?${q}`, { token: tokens.admin })).status, q).toBe(400);
    }
    expect(await countRows(server, 'sys_dict')).toBe(before);
  });
});

describe('dictionary seed and messages', () => {
  it('is idempotent and keeps what an admin changed', async () => {
    const status = (await server.call('GET', '/api/dictDetail?dictName=payment_status&page=0&size=9999', { token: tokens.admin })).body.content[0];
    expect(status.value).toBe('UNPAID');
    expect((await server.call('PUT', '/api/dictDetail', { token: tokens.admin, body: { ...status, label: '尚未付款' } })).status).toBe(200);
    const dicts = await countRows(server, 'sys_dict');
    const details = await countRows(server, 'sys_dict_detail');
    await seedDicts(server.database.db);
    await seedDicts(server.database.db);
    expect(await countRows(server, 'sys_dict')).toBe(dicts);
    expect(await countRows(server, 'sys_dict_detail')).toBe(details);
    expect((await entries('payment_status')).find((e) => e.value === 'UNPAID')?.label).toBe('尚未付款');
  });

  it('has en, cn and vi texts for every menu, dict and remote message key', () => {
    const keys = Object.values(MessageKey).filter((k) => /^(menu|dict|remote)\./.test(k));
    expect(keys.length).toBeGreaterThan(15);
    for (const lang of ['en', 'cn', 'vi'] as const) {
      const texts: Record<string, string> = adminApiMessages[lang];
      for (const key of keys) expect(texts[key], `${lang} ${key}`).toBeTruthy();
      expect(Object.keys(texts).sort()).toEqual([...keys].sort());
    }
  });
});

describe('OpenAPI', () => {
  it('documents the menu, dictionary, cart and remote routes under their tags', async () => {
    const spec = await server.call('GET', '/api/docs/json');
    expect(spec.status).toBe(200);
    const paths = spec.body.paths as Record<string, Record<string, { tags?: string[] }>>;
    const expected: [string, string, string][] = [
      ['/api/menus', 'get', 'menus'], ['/api/menus', 'post', 'menus'], ['/api/menus', 'put', 'menus'], ['/api/menus', 'delete', 'menus'],
      ['/api/menus/lazy', 'get', 'menus'], ['/api/menus/superior', 'post', 'menus'], ['/api/menus/child', 'get', 'menus'],
      ['/api/menus/build', 'get', 'menus'], ['/api/dictDetail', 'get', 'dictionaries'], ['/api/dictDetail', 'post', 'dictionaries'],
      ['/api/dictDetail', 'put', 'dictionaries'], ['/api/dictDetail/{id}', 'delete', 'dictionaries'], ['/api/dict', 'get', 'dictionaries'],
      ['/api/dict', 'post', 'dictionaries'], ['/api/dict', 'put', 'dictionaries'], ['/api/dict', 'delete', 'dictionaries'],
      ['/api/dict/all', 'get', 'dictionaries'], ['/api/shopCart/myCart', 'get', 'cart'], ['/api/remotes', 'get', 'remotes'],
      ['/api/remotes', 'put', 'remotes'], ['/api/remotes/all', 'get', 'remotes'],
    ];
    for (const [path, method, tag] of expected) expect(paths[path]?.[method]?.tags, `${method} ${path}`).toEqual([tag]);
  });
});
