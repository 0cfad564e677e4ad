import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';

const { server, tokens } = useTestServer({ signIn: ['admin', 'buyer'] });

/** Every write route of the cart, orders, links, interests and content, with what a broken client might send. */
const writes: [string, string][] = [
  ['POST', '/api/shopCart'], ['PUT', '/api/shopCart'], ['DELETE', '/api/shopCart'],
  ['POST', '/api/orders'], ['POST', '/api/links/parse'], ['PUT', '/api/links/requests'],
  ['POST', '/api/interests'], ['PUT', '/api/interests'], ['POST', '/api/content'], ['PUT', '/api/content'], ['DELETE', '/api/content'],
];
const garbage: unknown[] = [
  null, 0, -1, 'text', true, [], [null], ['1'], [1.5], {}, { id: null }, { id: -1 }, { id: '1' }, { id: 2 ** 53 },
  { goodsId: 1e20, skuId: 1, quantity: 1 }, { text: ['a'] }, { source: 'cart', cartIds: 'all' }, { source: 'buyNow', goodsId: {} },
  { label: null, titleI18n: 'x', bodyI18n: [] }, { link: 5, name: 5, quantity: '5' }, { status: 'completed', id: 1, goodsId: 'x' },
];
const reads = [
  '/api/shopCart/myCart?page=a', '/api/orders/mine?size=-4', '/api/orders/hall?page=1e9', '/api/orders/hall/NaN', '/api/orders/12abc',
  '/api/links/requests?status=%00', '/api/interests/mine?size=abc', '/api/interests?page=-1', '/api/content/..%2F..%2Fetc',
];

describe('bad input on the commerce routes', () => {
  it('answers 4xx with a message key for garbage bodies, never a 500', async () => {
    for (const [method, path] of writes) {
      for (const body of garbage) {
        const res = await server.call(method, path, { token: tokens.admin, body });
        const where = `${method} ${path} ${JSON.stringify(body)}`;
        expect(res.status, where).toBeGreaterThanOrEqual(400);
        expect(res.status, where).toBeLessThan(500);
        expect(res.body.message, where).toMatch(/^(mall|validation|error)\.[A-Za-z]+$/);
      }
      // Signed in as one allowed to write here: a caller without the permission is refused before the body is read.
      const raw = await server.call(method, path, { token: tokens.admin, raw: '{"broken":' });
      expect([raw.status, raw.body.message], `${method} ${path} raw`).toEqual([400, 'error.malformedJson']);
    }
  });

  it('answers 400 for malformed queries and ids', async () => {
    for (const path of reads) {
      const res = await server.call('GET', path, { token: tokens.admin });
      expect(res.status, path).toBe(400);
      expect(res.body.message, path).toMatch(/^(mall|validation|error)\.[A-Za-z]+$/);
    }
  });
});
