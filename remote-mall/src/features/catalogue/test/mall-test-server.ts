import type { IncomingMessage, ServerResponse } from 'node:http';
import { orderSchema, type Order } from 'shared-contracts/api/orders';
import { json, startTestServer } from 'shared-contracts/test-support/test-server';
import { CATEGORIES, COLLECTED_DETAIL, DDC_DETAIL, DETAIL, GOODS, HALL, STORE } from './catalogue-fixtures';

type Answer = { status: number; body: unknown };
type Write = { method: string; path: string; headers: IncomingMessage['headers']; body: unknown };

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => { data += chunk.toString('utf8'); });
    req.on('end', () => resolve(data ? JSON.parse(data) : undefined));
  });
}

export const placedOrder = (quantity: number): Order => orderSchema.parse({
  id: 77, orderNo: 'B000077', status: 'depositPending', acceptance: 'waiting', currency: 'CNY',
  goodsTotal: 1390 * quantity, depositAmount: Math.ceil(1390 * quantity * 0.3), paidAmount: 0, depositDueAt: null, quantity, remarks: null,
  storeId: 3, storeName: STORE.name, storeNameI18n: STORE.nameI18n, lines: [], createTime: '2026-11-24T10:00:00.000Z',
});

/**
 * The public catalogue routes (and the two buyer writes of a product page) over real HTTP with the
 * contract's shapes. Reads answer the recorded fixtures (`goods` can be replaced per test); writes are
 * recorded and answered with `nextWrite` when a test sets one.
 */
export async function startMallServer() {
  const state = {
    goods: GOODS,
    total: GOODS.length,
    writes: [] as Write[],
    nextWrite: null as Answer | null,
    failGoods: false,
  };
  const write = (fallback: (body: unknown) => Answer) => (req: IncomingMessage, res: ServerResponse) => {
    void readJson(req).then((body) => {
      state.writes.push({ method: req.method ?? '', path: new URL(req.url ?? '', 'http://x').pathname, headers: req.headers, body });
      const answer = state.nextWrite ?? fallback(body);
      state.nextWrite = null;
      json(res, answer.status, answer.body);
    });
  };
  const server = await startTestServer({
    '/api/goods': (_req, res) => {
      if (state.failGoods) return json(res, 500, { status: 500, message: 'error.internal' });
      json(res, 200, { content: state.goods, totalElements: state.total });
    },
    '/api/goods/7': (_req, res) => json(res, 200, DETAIL),
    '/api/goods/9': (_req, res) => json(res, 200, DDC_DETAIL),
    '/api/goods/10': (_req, res) => json(res, 200, COLLECTED_DETAIL),
    '/api/goods/404': (_req, res) => json(res, 404, { status: 404, message: 'mall.goodsNotFound' }),
    '/api/categories': (_req, res) => json(res, 200, CATEGORIES),
    '/api/stores/3': (_req, res) => json(res, 200, STORE),
    '/api/orders/hall': (_req, res) => json(res, 200, HALL),
    '/api/shopCart': write(() => ({ status: 200, body: { id: 1, cartCount: 4 } })),
    '/api/orders': write((body) => ({ status: 200, body: placedOrder((body as { quantity: number }).quantity) })),
  });
  /** The query strings `GET path` was asked with, in order. */
  const queriesOf = (path: string) => server.requests
    .filter((r) => r.method === 'GET')
    .map((r) => new URL(r.url ?? '', 'http://x'))
    .filter((u) => u.pathname === path)
    .map((u) => Object.fromEntries(u.searchParams));
  const reset = () => {
    Object.assign(state, { goods: GOODS, total: GOODS.length, writes: [], nextWrite: null, failGoods: false });
    server.requests.length = 0;
  };
  return { ...server, state, queriesOf, reset };
}
