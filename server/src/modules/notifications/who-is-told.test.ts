import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { refundSchema } from 'shared-contracts/api/refunds';
import { shipmentSchema } from 'shared-contracts/api/shipments';
import {
  ORDER_ACTIONS_WITHOUT_DECISION, ORDER_STEP_NOTICES, OTHER_EVENT_NOTICES, REFUND_ACTIONS_WITHOUT_DECISION, REFUND_STEP_NOTICES,
  type NotificationDecision,
} from 'shared-contracts/mall/notification-rules';
import { ORDER_ACTIONS, REFUND_TRANSITIONS, transitionOf, type OrderAction, type RefundAction } from 'shared-contracts/mall/order-state';
import { useTestServer } from '../../../test/harness';
import { makeUser } from '../../../test/accounts';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import { orderWithStock, placeOrder } from '../../../test/refund-factory';
import { rows } from '../../../test/rows';
import { makeDept, makeStaff, type Staff } from '../../../test/staff-factory';
import { stockedOrder } from '../../../test/stock-factory';
import type { Db } from '../../db/connect';
import { TestClock } from '../../plugins/app/jobs-clock';
import { LOCALES } from 'shared-contracts/i18n/locale';
import { isNotificationKind } from 'shared-contracts/mall/notification-rules';
import { notificationMail } from './mail-text';
import { transitionOrder, type TransitionActor } from '../orders/transition';

/**
 * Who is told of each change (issue 26): every step of the order and refund state machines, driven from the machines
 * themselves, and the changes that are not steps (placement, a refund asked for, a shipment's steps), each checked
 * against the rules table. Staff are told by permission code and data scope: in the buyer's department or with scope
 * `all`, yes; `self`, another department, or without the code, never.
 */
const clock = new TestClock();
const { server } = useTestServer({ clock });
type Who = { userId: number; token: string };
let buyer: Who;
let allScope: Staff;
let deptScope: Staff;
let selfScope: Staff;
let otherDept: Staff;
let noCode: Staff;
let goods: MadeGoods;

const CODES = ['order:list', 'order:accept', 'payment:list', 'payment:review', 'refund:list', 'refund:review', 'shipment:list', 'shipment:edit'];

beforeAll(async () => {
  const dept = await makeDept(server, '北方采购部', null);
  const elsewhere = await makeDept(server, '南方采购部', null);
  buyer = await makeUser(server, 'told-buyer', 'purchaser');
  await server.database.db.execute(sql`update sys_user set dept_id = ${dept}, email = 'told-buyer@example.vn' where id = ${buyer.userId}`);
  allScope = await makeStaff(server, { username: 'told-all', permissions: CODES, dataScope: 'all' });
  deptScope = await makeStaff(server, { username: 'told-dept', permissions: CODES, dataScope: 'dept', deptId: dept });
  selfScope = await makeStaff(server, { username: 'told-self', permissions: CODES, dataScope: 'self', deptId: dept });
  otherDept = await makeStaff(server, { username: 'told-other', permissions: CODES, dataScope: 'dept', deptId: elsewhere });
  noCode = await makeStaff(server, { username: 'told-nocode', permissions: ['order:list', 'payment:list', 'refund:list'], dataScope: 'all' });
  [goods] = (await makeShop(server, [{ name: '不锈钢保温杯', skus: [{ attrs: { 容量: '500ml' }, price: 3300 }] }])).goods as [MadeGoods];
});

type Told = { user_id: number; kind: string; params: Record<string, string | number | null>; order_id: number | null; refund_id: number | null };
const lastId = async () => Number((await rows<{ n: number }>(server, sql`select coalesce(max(id), 0)::int as n from notification`))[0]?.n ?? 0);
const toldSince = (mark: number) => rows<Told>(server, sql`select user_id, kind, params, order_id, refund_id from notification where id > ${mark} order by id`);

/**
 * Every message says all it should in every language: each value its text names was recorded (a missing one would
 * read as a dash), but an operator's opinion, which an approval may leave out.
 */
function expectCompleteTexts(told: Told[]) {
  for (const t of told) {
    if (!isNotificationKind(t.kind)) throw new Error(`unknown kind ${t.kind}`);
    for (const locale of LOCALES) {
      const mail = notificationMail({ kind: t.kind, orderId: t.order_id, refundId: t.refund_id, params: t.params }, locale, 'Bình', 'https://portal.example.vn');
      const text = t.params.opinion === null ? mail.text.replace(/: —/, '') : mail.text;
      expect(`${mail.subject}\n${text}`, `${t.kind} in ${locale}`).not.toMatch(/—|\{\w+\}/);
    }
  }
}

/** Checks what was written since `mark` against one decision of the table, and that its messages are complete. */
function expectDecision(told: Told[], decision: NotificationDecision) {
  expectCompleteTexts(told);
  const ours = [buyer.userId, allScope.userId, deptScope.userId, selfScope.userId, otherDept.userId, noCode.userId];
  const toldOurs = told.filter((t) => ours.includes(t.user_id));
  if ('nobody' in decision) {
    expect(told).toEqual([]);
  } else if ('buyer' in decision) {
    expect(told.map((t) => [t.user_id, t.kind])).toEqual([[buyer.userId, decision.buyer]]);
  } else {
    // The seeded administrators are told too (admin holds every code); these are the staff made here.
    expect(toldOurs.map((t) => t.user_id).sort()).toEqual([allScope.userId, deptScope.userId].sort());
    expect(new Set(told.map((t) => t.kind))).toEqual(new Set([decision.staff]));
    expect(told.map((t) => t.user_id)).not.toContain(buyer.userId);
  }
}

const actorFor = (action: OrderAction): TransitionActor => {
  const by = transitionOf(action).by;
  if (by === 'buyer') return { kind: 'buyer', userId: buyer.userId };
  if (by === 'system') return { kind: 'system' };
  return { kind: 'staff', userId: allScope.userId, may: () => true, scope: { kind: 'all' } };
};

/** An order standing where `action` may be taken, with the dates its messages name. */
async function orderReadyFor(action: OrderAction): Promise<number> {
  const order = await placeOrder(server, buyer, goods, [2]);
  const rule = transitionOf(action);
  const now = clock.now().getTime();
  await server.database.db.execute(sql`update mall_order set status = ${rule.from[0]}, acceptance = ${rule.acceptance ?? 'accepted'},
    deposit_due_at = ${new Date(now + 3_600_000).toISOString()}::timestamptz, stocked_at = ${new Date(now).toISOString()}::timestamptz,
    stock_return_at = ${new Date(now + 7 * 86_400_000).toISOString()}::timestamptz where id = ${order.id}`);
  // A payment step decides (or submits) a payment: the one the buyer made, as the payments module writes it.
  const payment = ['payDeposit', 'approveDeposit', 'rejectDeposit'].includes(action) ? 'deposit'
    : ['payFinal', 'approveFinal', 'rejectFinal'].includes(action) ? 'final' : null;
  if (payment) {
    await server.database.db.execute(sql`insert into mall_payment (serial_no, order_id, user_id, kind, method, status, amount, exchange_rate, amount_vnd, breakdown)
      values (${`PT-${order.id}`}, ${order.id}, ${buyer.userId}, ${payment}, 'BANK_TRANSFER_VND', 'PENDING_REVIEW', 1980, 3600, 71280,
        ${JSON.stringify({ goods: 6600, depositCredited: 0, serviceFee: 0, packageFee: 0, tax: 0 })}::jsonb)`);
  }
  return order.id;
}

describe('who is told of each step', () => {
  it('every step of both state machines has a decision', () => {
    expect(ORDER_ACTIONS_WITHOUT_DECISION).toEqual([]);
    expect(REFUND_ACTIONS_WITHOUT_DECISION).toEqual([]);
    expect(Object.keys(ORDER_STEP_NOTICES).sort()).toEqual([...ORDER_ACTIONS].sort());
    expect(Object.keys(REFUND_STEP_NOTICES).sort()).toEqual(Object.keys(REFUND_TRANSITIONS).sort());
  });

  it('a placed order: staff who accept orders and may see the buyer', async () => {
    const mark = await lastId();
    const order = await placeOrder(server, buyer, goods, [1]);
    const told = await toldSince(mark);
    expectDecision(told, OTHER_EVENT_NOTICES.orderPlaced);
    expect(told[0]?.params).toMatchObject({ orderNo: order.orderNo, buyer: 'told-buyer', amount: order.goodsTotal });
  });

  it.each(ORDER_ACTIONS)('order step %s tells whom the table names', async (action) => {
    const orderId = await orderReadyFor(action);
    const mark = await lastId();
    const note = transitionOf(action).noteRequired ? 'Sai số tiền <b>chuyển</b>' : null;
    await transitionOrder(server.app.db, { orderId, action, actor: actorFor(action), note });
    const told = await toldSince(mark);
    expectDecision(told, ORDER_STEP_NOTICES[action]);
    for (const t of told) {
      expect(t.params.orderNo).toMatch(/\S/);
      if (note) expect(t.params.reason).toBe(note);
    }
  });

  it('a step rolled back tells nobody', async () => {
    const orderId = await orderReadyFor('accept');
    const mark = await lastId();
    await expect(server.app.db.transaction(async (tx) => {
      await transitionOrder(tx as unknown as Db, { orderId, action: 'accept', actor: actorFor('accept') });
      throw new Error('the rest of the step failed');
    })).rejects.toThrow('the rest of the step failed');
    expect(await toldSince(mark)).toEqual([]);
  });

  it('the deposit deadline, the balance deadline and the reason travel with the message', async () => {
    const accepted = await orderReadyFor('accept');
    let mark = await lastId();
    await transitionOrder(server.app.db, { orderId: accepted, action: 'accept', actor: actorFor('accept') });
    const [accept] = await toldSince(mark);
    expect(accept?.params).toMatchObject({ deposit: expect.any(Number), dueAt: expect.stringMatching(/^\d{4}-/) });

    const stocked = await orderReadyFor('completeStocking');
    mark = await lastId();
    await transitionOrder(server.app.db, { orderId: stocked, action: 'completeStocking', actor: actorFor('completeStocking') });
    const [complete] = await toldSince(mark);
    expect(complete).toMatchObject({ kind: 'stockingComplete', params: { days: 7, dueAt: expect.stringMatching(/^\d{4}-/) } });
  });
});

describe('refunds and shipments', () => {
  async function refundAsked(): Promise<{ id: number; orderId: number }> {
    const order = await orderWithStock(server, buyer, goods, [{ stocked: 3, taken: 3 }]);
    const mark = await lastId();
    const res = await server.call('POST', '/api/refunds', { token: buyer.token, body: {
      orderId: order.id, lineId: order.lines[0]?.id, quantity: 1, reason: 'Cốc bị móp', imageKeys: [],
    } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const told = await toldSince(mark);
    expectDecision(told, OTHER_EVENT_NOTICES.refundRequested);
    expect(told[0]?.params).toMatchObject({ reason: 'Cốc bị móp', quantity: 1 });
    return { id: refundSchema.parse(res.body).id, orderId: order.id };
  }

  const REVIEWS: Record<RefundAction, unknown> = {
    approveRefund: { approve: true, amount: 3300, opinion: 'Đồng ý hoàn tiền' },
    rejectRefund: { approve: false, opinion: 'Ảnh không cho thấy hư hỏng' },
  };
  it.each(Object.keys(REFUND_TRANSITIONS) as RefundAction[])('refund step %s tells whom the table names', async (action) => {
    const refund = await refundAsked();
    const mark = await lastId();
    const res = await server.call('POST', `/api/refunds/${refund.id}/review`, { token: allScope.token, body: REVIEWS[action] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const told = await toldSince(mark);
    expectDecision(told, REFUND_STEP_NOTICES[action]);
    expect(told[0]?.params.opinion).toBe((REVIEWS[action] as { opinion: string }).opinion);
  });

  it('a shipment created, shipped (carrier and tracking number) and delivered tells its buyer each time', async () => {
    await stockedOrder(server, buyer, goods, { quantity: 2 });
    let mark = await lastId();
    const made = await server.call('POST', '/api/shipments', { token: buyer.token, body: {
      consignee: 'Lê Văn Cường', contact: '0987654321', address: '45 Trần Phú, Hải Châu, Đà Nẵng', items: [{ skuId: goods.skuIds[0], quantity: 2 }],
    } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const shipment = shipmentSchema.parse(made.body);
    expectDecision(await toldSince(mark), OTHER_EVENT_NOTICES.shipmentCreated);

    mark = await lastId();
    const shipped = await server.call('POST', `/api/shipments/${shipment.id}/ship`, { token: allScope.token, body: { logisticsCompany: 'VIETTEL_POST', trackingNo: 'VTP123456789' } });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const told = await toldSince(mark);
    expectDecision(told, OTHER_EVENT_NOTICES.shipmentShipped);
    expect(told[0]?.params).toMatchObject({ shipmentNo: shipment.shipmentNo, trackingNo: 'VTP123456789', carrierEn: 'Viettel Post (Vietnam)' });

    mark = await lastId();
    expect((await server.call('POST', `/api/shipments/${shipment.id}/deliver`, { token: allScope.token, body: {} })).status).toBe(200);
    expectDecision(await toldSince(mark), OTHER_EVENT_NOTICES.shipmentDelivered);
  });
});
