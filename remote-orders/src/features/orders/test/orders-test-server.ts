import { orderDetailSchema, orderSchema, type OrderDetail } from 'shared-contracts/api/orders';
import {
  DISPLAYED_ORDER_STATES, displayedOrderState, nextPosition, type AcceptanceState, type OrderAction, type OrderState,
} from 'shared-contracts/mall/order-state';
import { pageOfRows, queryOf, readJson } from 'shared-contracts/test-support/test-routes';
import { exportRoute, json, noExportPlan, startTestServer, type Route } from 'shared-contracts/test-support/test-server';

export const BUYER = 'Lê Minh Tuấn';
/** When an accepted, unpaid order of the fixtures closes itself. */
export const DEPOSIT_DUE = '2026-11-19T10:00:00.000Z';
export const OPERATOR = 'Trần Thị Mai';

type Event = OrderDetail['events'][number];
type Seed = {
  id: number; day: string; status: OrderState; acceptance: AcceptanceState;
  goods?: 'mug' | 'shirt'; lines?: number; remarks?: string | null; events?: Omit<Event, 'id'>[];
};

const MUG = { goodsId: 101, goodsName: '陶瓷杯', goodsNameI18n: { en: 'Ceramic mug', vi: 'Cốc sứ' }, specText: '白色', specI18n: { en: 'White', vi: 'Trắng' }, unitPrice: 1250 };
const SHIRT = { goodsId: 201, goodsName: '纯棉T恤', goodsNameI18n: { en: 'Cotton T-shirt', vi: 'Áo thun cotton' }, specText: '红色 / M', specI18n: { en: 'Red / M' }, unitPrice: 4999 };

export const placed = (day: string): Omit<Event, 'id'> => ({
  fromStatus: null, toStatus: 'depositPending', action: 'placed', actorName: BUYER, note: null, createTime: `${day}T08:30:00.000Z`,
});
export const step = (action: string, from: OrderState, to: OrderState, day: string, note: string | null = null, actorName: string | null = OPERATOR) => ({
  fromStatus: from, toStatus: to, action, actorName, note, createTime: `${day}T10:00:00.000Z`,
});

/** An order as `GET api/orders/{id}` answers it, parsed through the contract so the fixture cannot drift from it. */
export function orderFixture({ id, day, status, acceptance, goods = 'mug', lines = 1, remarks = null, events }: Seed): OrderDetail {
  const base = goods === 'mug' ? MUG : SHIRT;
  const orderLines = Array.from({ length: lines }, (_, i) => ({
    id: id * 10 + i, skuId: id * 100 + i, imageUrl: null, quantity: 20, totalPrice: base.unitPrice * 20, ...base,
  }));
  const goodsTotal = orderLines.reduce((sum, l) => sum + l.totalPrice, 0);
  return orderDetailSchema.parse({
    id, orderNo: `PO${day.replaceAll('-', '')}${String(id).padStart(6, '0')}`, status, acceptance, currency: 'CNY',
    goodsTotal, depositAmount: Math.ceil(goodsTotal * 0.3), paidAmount: status === 'depositPending' ? 0 : Math.ceil(goodsTotal * 0.3),
    depositDueAt: status === 'depositPending' && acceptance === 'accepted' ? DEPOSIT_DUE : null,
    quantity: 20 * lines, remarks, storeId: 1, storeName: '义乌小商品店', storeNameI18n: { en: 'Yiwu Small Goods', vi: 'Cửa hàng Nghĩa Ô' },
    lines: orderLines, createTime: `${day}T08:30:00.000Z`,
    events: (events ?? [placed(day)]).map((e, i) => ({ id: id * 100 + i, ...e })),
  });
}

/** Seven orders of one buyer across the flow, oldest first (the server answers newest first). */
export const seedOrders = (): OrderDetail[] => [
  orderFixture({ id: 1, day: '2026-11-14', status: 'completed', acceptance: 'accepted', goods: 'shirt',
    events: [placed('2026-11-14'), step('accept', 'depositPending', 'depositPending', '2026-11-14'), step('complete', 'delivered', 'completed', '2026-11-19', null, BUYER)] }),
  orderFixture({ id: 2, day: '2026-11-15', status: 'delivered', acceptance: 'accepted' }),
  orderFixture({ id: 3, day: '2026-11-16', status: 'closed', acceptance: 'refused',
    events: [placed('2026-11-16'), step('refuse', 'depositPending', 'closed', '2026-11-16', 'The factory has stopped making this cup.')] }),
  orderFixture({ id: 4, day: '2026-11-17', status: 'depositReview', acceptance: 'accepted' }),
  orderFixture({ id: 5, day: '2026-11-18', status: 'depositPending', acceptance: 'accepted', goods: 'shirt', remarks: 'Pack in tens, please.',
    events: [placed('2026-11-18'), step('accept', 'depositPending', 'depositPending', '2026-11-18')] }),
  orderFixture({ id: 6, day: '2026-11-19', status: 'depositPending', acceptance: 'waiting' }),
  orderFixture({ id: 7, day: '2026-11-20', status: 'depositPending', acceptance: 'waiting', goods: 'shirt', lines: 3 }),
];

type Answer = { status: number; body: unknown };
export type ActionWrite = { id: number; body: unknown };

const matches = (o: OrderDetail, keyword: string) => {
  const k = keyword.toLowerCase();
  return o.orderNo.toLowerCase().includes(k)
    || o.lines.some((l) => [l.goodsName, l.goodsNameI18n.en ?? '', l.goodsNameI18n.vi ?? ''].some((n) => n.toLowerCase().includes(k)));
};

/**
 * The buyer's order routes over real HTTP with the contract's shapes: lists filtered by displayed state, keyword
 * and days and counted per state as the server does; actions checked against the contracts' state machine
 * (409 mall.orderStateConflict when illegal) and recorded, or answered with what a test puts in `nextAnswers`.
 */
export async function startOrdersServer() {
  const state = { orders: seedOrders(), actions: [] as ActionWrite[], nextAnswers: [] as Answer[], failLists: false, exportPlan: noExportPlan() };
  const reset = () => Object.assign(state, { orders: seedOrders(), actions: [], nextAnswers: [], failLists: false, exportPlan: noExportPlan() });

  const filtered = (q: URLSearchParams, withState: boolean) => state.orders
    .filter((o) => !withState || !q.get('state') || displayedOrderState(o) === q.get('state'))
    .filter((o) => !q.get('keyword') || matches(o, q.get('keyword') ?? ''))
    .filter((o) => !q.get('from') || o.createTime.slice(0, 10) >= (q.get('from') ?? ''))
    .filter((o) => !q.get('to') || o.createTime.slice(0, 10) <= (q.get('to') ?? ''))
    .toSorted((a, b) => b.createTime.localeCompare(a.createTime));

  const list: Route = (req, res) => {
    if (state.failLists) return json(res, 500, { status: 500, message: 'error.internal' });
    const q = queryOf(req);
    json(res, 200, pageOfRows(filtered(q, true).map((o) => orderSchema.parse(o)), q));
  };
  const counts: Route = (req, res) => {
    const counted: Record<string, number> = {};
    for (const o of filtered(queryOf(req), false)) counted[displayedOrderState(o)] = (counted[displayedOrderState(o)] ?? 0) + 1;
    json(res, 200, Object.fromEntries(DISPLAYED_ORDER_STATES.map((s) => [s, counted[s] ?? 0])));
  };
  const act = (id: number): Route => (req, res) => {
    void readJson(req).then((body) => {
      state.actions.push({ id, body });
      const planned = state.nextAnswers.shift();
      if (planned) return json(res, planned.status, planned.body);
      const index = state.orders.findIndex((o) => o.id === id);
      const order = state.orders[index];
      const { action, note } = body as { action: OrderAction; note: string | null };
      const next = order ? nextPosition(order, action) : null;
      if (!order || !next) return json(res, 409, { status: 409, message: 'mall.orderStateConflict' });
      const event = { ...step(action, order.status, next.status, '2026-11-21', note, BUYER), id: 9000 + state.actions.length };
      const moved = { ...order, ...next, depositDueAt: null, events: [...order.events, event] };
      state.orders[index] = moved;
      json(res, 200, orderSchema.parse(moved));
    });
  };

  const routes: Record<string, Route> = {
    '/api/orders/mine': list, '/api/orders/mine/counts': counts, '/api/orders/mine/download': exportRoute(() => state.exportPlan),
  };
  for (const { id } of seedOrders()) {
    routes[`/api/orders/${id}`] = (_req, res) => {
      const order = state.orders.find((o) => o.id === id);
      return order ? json(res, 200, order) : json(res, 404, { status: 404, message: 'mall.orderNotFound' });
    };
    routes[`/api/orders/${id}/actions`] = act(id);
  }
  const server = await startTestServer(routes);
  return { ...server, state, reset: () => { reset(); server.requests.length = 0; } };
}

export type OrdersServer = Awaited<ReturnType<typeof startOrdersServer>>;
