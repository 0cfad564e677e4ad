import { staffOrderDetailSchema, staffOrderSchema, type StaffOrderDetail } from 'shared-contracts/api/orders';
import {
  DISPLAYED_ORDER_STATES, displayedOrderState, nextPosition, type AcceptanceState, type OrderAction, type OrderState,
} from 'shared-contracts/mall/order-state';
import { depositOf } from 'shared-contracts/mall/money';
import { pageOfRows, queryOf, readJson } from 'shared-contracts/test-support/test-routes';
import { exportRoute, json, noExportPlan, startTestServer, type Route } from 'shared-contracts/test-support/test-server';

const HOUR = 3_600_000;
export const OPERATOR = 'Trần Thị Mai';

type Event = StaffOrderDetail['events'][number];
type Seed = {
  id: number; hoursAgo: number; status: OrderState; acceptance: AcceptanceState; buyerName: string; events?: (at: string) => Omit<Event, 'id'>[];
  /** The line is of the buyer's collected goods: its price is theirs, with its source page (docs/orders.md "Collected prices"). */
  collected?: boolean;
};
export const SOURCE_URL = 'https://detail.1688.com/offer/624512345678.html';

export const orderNoOf = (id: number) => `PO20261120${String(id).padStart(6, '0')}`;
const placedBy = (buyer: string) => (at: string): Omit<Event, 'id'>[] =>
  [{ fromStatus: null, toStatus: 'depositPending', action: 'placed', actorName: buyer, note: null, createTime: at }];

/** A staff order as `GET api/orders/admin/{id}` answers it, parsed through the contract. */
export function staffOrderFixture({ id, hoursAgo, status, acceptance, buyerName, events, collected = false }: Seed): StaffOrderDetail {
  const at = new Date(Date.now() - hoursAgo * HOUR).toISOString();
  return staffOrderDetailSchema.parse({
    id, orderNo: orderNoOf(id), status, acceptance, currency: 'CNY', goodsTotal: 25000, depositAmount: 7500, paidAmount: 0,
    depositDueAt: status === 'depositPending' && acceptance === 'accepted' ? new Date(Date.now() + 20 * HOUR).toISOString() : null,
    quantity: 20, remarks: id === 11 ? 'Giao trước Tết' : null, storeId: 1, storeName: '义乌小商品店', storeNameI18n: { en: 'Yiwu Small Goods' },
    lines: [
      { id: id * 10, goodsId: 101, skuId: 1011, goodsName: '陶瓷杯', goodsNameI18n: { en: 'Ceramic mug', vi: 'Cốc sứ' }, specText: '白色',
        specI18n: { en: 'White', vi: 'Trắng' }, imageUrl: null, unitPrice: 1250, quantity: 20, totalPrice: 25000,
        ...(collected ? { collectedPrice: 1250, sourceUrl: SOURCE_URL } : {}) },
    ],
    createTime: at, buyerId: id + 100, buyerName,
    events: (events ?? placedBy(buyerName))(at).map((e, i) => ({ ...e, id: id * 100 + i })),
  });
}

/** Two orders waiting (one past the 1-day target), one accepted, one refused, one completed. */
export const seedStaffOrders = (): StaffOrderDetail[] => [
  staffOrderFixture({ id: 11, hoursAgo: 30.25, status: 'depositPending', acceptance: 'waiting', buyerName: 'Nguyễn Văn An' }),
  staffOrderFixture({ id: 12, hoursAgo: 2.25, status: 'depositPending', acceptance: 'waiting', buyerName: 'Lê Minh Tuấn', collected: true }),
  staffOrderFixture({ id: 13, hoursAgo: 72, status: 'depositPending', acceptance: 'accepted', buyerName: 'Phạm Thị Lan' }),
  staffOrderFixture({ id: 14, hoursAgo: 96, status: 'closed', acceptance: 'refused', buyerName: 'Lê Minh Tuấn',
    events: (at) => [...placedBy('Lê Minh Tuấn')(at), { fromStatus: 'depositPending', toStatus: 'closed', action: 'refuse', actorName: OPERATOR, note: 'Hết hàng', createTime: at }] }),
  staffOrderFixture({ id: 15, hoursAgo: 240, status: 'completed', acceptance: 'accepted', buyerName: 'Phạm Thị Lan' }),
];

type Answer = { status: number; body: unknown };

/**
 * The staff order routes over real HTTP with the contract's shapes: the list (newest first) and counts filtered
 * as the server does; accept and refuse checked against the contracts' state machine (409 when illegal, 400
 * mall.reasonRequired for a refusal without a reason), recorded, or answered with `nextAnswers`; the export as
 * `exportPlan` says.
 */
export async function startOpsOrdersServer() {
  const state = { orders: seedStaffOrders(), actions: [] as { id: number; body: unknown }[], nextAnswers: [] as Answer[], exportPlan: noExportPlan() };
  const reset = () => Object.assign(state, { orders: seedStaffOrders(), actions: [], nextAnswers: [], exportPlan: noExportPlan() });
  const filtered = (q: URLSearchParams, withState: boolean) => state.orders
    .filter((o) => !withState || !q.get('state') || displayedOrderState(o) === q.get('state'))
    .filter((o) => !q.get('keyword') || o.orderNo.includes(q.get('keyword') ?? '') || o.lines.some((l) => l.goodsNameI18n.en?.includes(q.get('keyword') ?? '')))
    .filter((o) => !q.get('from') || o.createTime.slice(0, 10) >= (q.get('from') ?? ''))
    .filter((o) => !q.get('to') || o.createTime.slice(0, 10) <= (q.get('to') ?? ''))
    .toSorted((a, b) => b.createTime.localeCompare(a.createTime));

  const act = (id: number): Route => (req, res) => {
    void readJson(req).then((body) => {
      state.actions.push({ id, body });
      const planned = state.nextAnswers.shift();
      if (planned) return json(res, planned.status, planned.body);
      const { action, note } = body as { action: OrderAction; note: string | null };
      if (action === 'refuse' && !note?.trim()) return json(res, 400, { status: 400, message: 'mall.reasonRequired' });
      const index = state.orders.findIndex((o) => o.id === id);
      const order = state.orders[index];
      const next = order ? nextPosition(order, action) : null;
      if (!order || !next) return json(res, 409, { status: 409, message: 'mall.orderStateConflict' });
      const event = { id: 9000 + state.actions.length, fromStatus: order.status, toStatus: next.status, action, actorName: OPERATOR, note, createTime: new Date().toISOString() };
      // Accepting starts the deposit countdown (docs/orders.md); any other step ends it.
      const depositDueAt = action === 'accept' ? new Date(Date.now() + 24 * HOUR).toISOString() : null;
      state.orders[index] = { ...order, ...next, depositDueAt, events: [...order.events, event] };
      json(res, 200, staffOrderSchema.parse(state.orders[index]));
    });
  };

  /** A collected line's price set as the server does: totals and the 30 % deposit follow, a `correctPrice` event. */
  const correct = (id: number): Route => (req, res) => {
    void readJson(req).then((body) => {
      state.actions.push({ id, body });
      const planned = state.nextAnswers.shift();
      if (planned) return json(res, planned.status, planned.body);
      const { lineId, unitPrice, reason } = body as { lineId: number; unitPrice: number; reason: string };
      if (!reason?.trim()) return json(res, 400, { status: 400, message: 'mall.reasonRequired' });
      const index = state.orders.findIndex((o) => o.id === id);
      const order = state.orders[index];
      if (!order || displayedOrderState(order) !== 'awaitingAcceptance') return json(res, 409, { status: 409, message: 'mall.orderStateConflict' });
      const lines = order.lines.map((l) => (l.id === lineId ? { ...l, unitPrice, totalPrice: unitPrice * l.quantity, priceCorrectionReason: reason } : l));
      const goodsTotal = lines.reduce((sum, l) => sum + l.totalPrice, 0);
      const event = { id: 9000 + state.actions.length, fromStatus: order.status, toStatus: order.status, action: 'correctPrice', actorName: OPERATOR, note: reason, createTime: new Date().toISOString() };
      state.orders[index] = { ...order, lines, goodsTotal, depositAmount: depositOf(goodsTotal), events: [...order.events, event] };
      json(res, 200, state.orders[index]);
    });
  };

  const routes: Record<string, Route> = {
    '/api/orders/admin': (req, res) => {
      const q = queryOf(req);
      json(res, 200, pageOfRows(filtered(q, true).map((o) => staffOrderSchema.parse(o)), q));
    },
    '/api/orders/admin/download': exportRoute(() => state.exportPlan),
    '/api/orders/admin/counts': (req, res) => {
      const rows = filtered(queryOf(req), false);
      json(res, 200, Object.fromEntries(DISPLAYED_ORDER_STATES.map((s) => [s, rows.filter((o) => displayedOrderState(o) === s).length])));
    },
  };
  for (const { id } of seedStaffOrders()) {
    routes[`/api/orders/admin/${id}`] = (_req, res) => json(res, 200, state.orders.find((o) => o.id === id));
    routes[`/api/orders/${id}/actions`] = act(id);
    routes[`/api/orders/${id}/price-correction`] = correct(id);
  }
  const server = await startTestServer(routes);
  return { ...server, state, reset: () => { reset(); server.requests.length = 0; } };
}
