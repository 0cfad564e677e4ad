import type { IncomingMessage, ServerResponse } from 'node:http';
import { cartItemSchema, type CartItem } from 'shared-contracts/api/cart';
import { orderSchema, type Order } from 'shared-contracts/api/orders';
import { json, startTestServer } from 'shared-contracts/test-support/test-server';

const CREATED = '2026-11-20T08:00:00.000Z';

type LineSpec = { id: number; goodsId: number; store: 1 | 2; price: number; quantity: number; moq?: number; name: string; onSale?: boolean; removed?: boolean };

const STORES = {
  1: { storeName: '义乌小商品店', storeNameI18n: { en: 'Yiwu Small Goods' } },
  2: { storeName: '广州服装店', storeNameI18n: { en: 'Guangzhou Apparel' } },
} as const;

/** A cart line as GET api/shopCart/myCart answers it, parsed through the contract. */
export function cartLine(spec: LineSpec): CartItem {
  return cartItemSchema.parse({
    id: spec.id,
    goodsId: spec.goodsId,
    skuId: spec.removed ? null : spec.id * 10,
    specification: '红色 / M',
    quantity: spec.quantity,
    createTime: CREATED,
    goods: spec.removed ? null : {
      name: `${spec.name}（中文）`, nameI18n: { en: spec.name }, coverUrl: null, ddc: false,
      storeId: spec.store, ...STORES[spec.store], onSale: spec.onSale ?? true,
    },
    sku: spec.removed ? null : {
      specText: '红色 / M', attrs: { 颜色: '红色', 尺码: 'M' }, attrsI18n: { en: { Colour: 'Red', Size: 'M' } },
      price: spec.price, moq: spec.moq ?? 1, imageUrl: null,
    },
  });
}

export const seedCart = (): CartItem[] => [
  cartLine({ id: 1, goodsId: 101, store: 1, price: 1250, quantity: 4, name: 'Ceramic mug' }),
  cartLine({ id: 2, goodsId: 102, store: 1, price: 300, quantity: 10, moq: 10, name: 'Tea spoon' }),
  cartLine({ id: 3, goodsId: 201, store: 2, price: 4999, quantity: 2, name: 'Cotton T-shirt' }),
  cartLine({ id: 4, goodsId: 301, store: 2, price: 100, quantity: 1, name: 'Old scarf', onSale: false }),
];

export function orderFixture(id: number, goodsTotal: number): Order {
  return orderSchema.parse({
    id, orderNo: `MO2026112000${id}`, status: 'depositPending', acceptance: 'waiting', currency: 'CNY',
    goodsTotal, depositAmount: Math.ceil(goodsTotal * 0.3), paidAmount: 0, depositDueAt: null, quantity: 1, remarks: null,
    storeId: 1, storeName: STORES[1].storeName, storeNameI18n: STORES[1].storeNameI18n, lines: [], createTime: CREATED,
  });
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => { data += chunk.toString('utf8'); });
    req.on('end', () => resolve(data ? JSON.parse(data) : undefined));
  });
}

export type Write = { method: string; path: string; body: unknown; idempotencyKey: string | undefined };
type Answer = { status: number; body: unknown };

/**
 * The cart and order routes of the commerce module over real HTTP with the contract's shapes: the cart list,
 * writes recorded (with the Idempotency-Key) and answered as the server would, or with `nextAnswers`.
 */
export async function startCartServer() {
  const state = {
    cart: seedCart(),
    writes: [] as Write[],
    nextAnswers: [] as Answer[],
    /** Milliseconds an order placement waits before answering (to click twice meanwhile). */
    orderDelayMs: 0,
  };
  const record = (req: IncomingMessage, res: ServerResponse, fallback: (body: unknown) => Answer) => {
    void readJson(req).then((body) => {
      const header = req.headers['idempotency-key'];
      state.writes.push({
        method: req.method ?? '', path: new URL(req.url ?? '', 'http://x').pathname, body,
        idempotencyKey: Array.isArray(header) ? header[0] : header,
      });
      const answer = state.nextAnswers.shift() ?? fallback(body);
      const delay = req.url?.startsWith('/api/orders') ? state.orderDelayMs : 0;
      setTimeout(() => json(res, answer.status, answer.body), delay);
    });
  };
  const server = await startTestServer({
    '/api/shopCart/myCart': (_req, res) => json(res, 200, { content: state.cart, totalElements: state.cart.length }),
    '/api/shopCart': (req, res) => record(req, res, (body) => {
      if (req.method === 'DELETE') {
        const ids = body as number[];
        state.cart = state.cart.filter((l) => !ids.includes(l.id));
        return { status: 200, body: { id: null, cartCount: state.cart.length } };
      }
      if (req.method === 'PUT') {
        const { id, quantity } = body as { id: number; quantity: number };
        state.cart = state.cart.map((l) => (l.id === id ? { ...l, quantity } : l));
        return { status: 200, body: { id, cartCount: state.cart.length } };
      }
      return { status: 201, body: { id: 99, cartCount: state.cart.length + 1 } };
    }),
    '/api/orders': (req, res) => record(req, res, (body) => {
      const ids = (body as { cartIds?: number[] }).cartIds ?? [];
      state.cart = state.cart.filter((l) => !ids.includes(l.id));
      return { status: 201, body: orderFixture(7, 5900) };
    }),
  });
  const writesTo = (path: string) => state.writes.filter((w) => w.path === path);
  return { ...server, state, writesTo };
}
