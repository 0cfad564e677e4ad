import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { operationIdOf } from './openapi-operations';

const { server } = useTestServer();

type Operation = { operationId?: string; security?: Array<Record<string, string[]>>; 'x-permissions'?: string[] };

describe('the OpenAPI document', () => {
  it('gives every operation a unique operationId and its security', async () => {
    const res = await server.call('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<string, Record<string, Operation>>;
    const operations = Object.entries(paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));
    expect(operations.length).toBeGreaterThan(30);
    const ids = operations.map((o) => o.op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { op } of operations) expect(Array.isArray(op.security)).toBe(true);

    const security = (path: string, method: string) => paths[path]?.[method]?.security;
    expect(security('/auth/login', 'post')).toEqual([]);
    expect(security('/auth/code', 'get')).toEqual([]);
    expect(security('/auth/info', 'get')).toEqual([{ bearer: [] }]);
    expect(security('/api/menus', 'post')).toEqual([{ bearer: [] }]);
    expect(security('/api/shopCart/myCart', 'get')).toEqual([{ bearer: [] }]);
    // Registration codes go to anyone, an e-mail change's only to a signed-in user: the token is optional.
    expect(security('/auth/email/code', 'post')).toEqual([{ bearer: [] }, {}]);
    // Public dictionaries need no token, the others do.
    expect(security('/api/dictDetail', 'get')).toEqual([{ bearer: [] }, {}]);
    // The permission codes of which the caller needs one, from the route's permission hook.
    const permissions = (path: string, method: string) => paths[path]?.[method]?.['x-permissions'];
    expect(permissions('/api/menus', 'post')).toEqual(['menu:add']);
    expect(permissions('/api/goods/images', 'post')).toEqual(['goods:add', 'goods:edit']);
    expect(permissions('/auth/info', 'get')).toBeUndefined();
    expect(permissions('/api/goods/{id}', 'get')).toBeUndefined();
  });

  it('names operations from their method and path', () => {
    expect(operationIdOf('GET', '/api/goods/:id')).toBe('getGoodsById');
    expect(operationIdOf('POST', '/auth/email/code')).toBe('postAuthEmailCode');
    expect(operationIdOf('DELETE', '/api/dictDetail/:id')).toBe('deleteDictDetailById');
    expect(operationIdOf('GET', '/api/mall-files/*')).toBe('getMallFilesPath');
  });
});
