import crypto from 'node:crypto';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { paymentSchema } from 'shared-contracts/api/payments';
import { orderLines, orders, stockBatches } from '../../db/schema';
import type { MadeGoods } from '../../../test/catalogue-factory';
import type { TestServer } from '../../../test/harness';
import { stockedOrder, type Who } from '../../../test/stock-factory';
import { returnLeftoverStock } from './return-stock';
import { uploadVoucher } from './stock-test-kit';

/**
 * The write paths that move an order's stock (docs/orders.md "Lock order"), each as one request against a fixture of
 * one buyer's stock of one SKU, with the answers it may give. The pair race (stock-races.test.ts) and the flow
 * benchmark's checks read the same table.
 */
export type Cast = { buyer: Who; operator: Who; admin: Who };

/** What a path needs made before the race. `stockA` (the buyer's 10 units, taken, pending shipment) is always made. */
export type Need = 'refundUnderReview' | 'pendingShipment' | 'sentShipment' | 'finalInReview' | 'finalDue' | 'expiring' | 'stocking';

export type Fixture = {
  goods: MadeGoods;
  skuId: number;
  orderA: number;
  lineA: number;
  refundId?: number;
  pendingShipmentId?: number;
  sentShipmentId?: number;
  finalPaymentId?: number;
  /** An order past its final payment's deadline, nothing paid (the expiry's and a late final payment's target). */
  expiringOrder?: { id: number; lineId: number; voucherKey: string };
  stockingOrder?: { id: number; lineId: number };
};

export type Outcome = { status: number; key?: string; body?: unknown };
export type RacePath = {
  name: string;
  needs: Need[];
  /** Every answer this path may give in a race: its success and its documented refusals (a message key when given). */
  outcomes: Array<{ status: number; key?: string }>;
  run: (server: TestServer, cast: Cast, fixture: Fixture) => Promise<Outcome>;
};

const TO = { consignee: 'Trần Thị Bích', contact: '0912345678', address: '18 Hoàng Diệu, Ba Đình, Hà Nội' };

const outcomeOf = (res: { status: number; body: unknown }): Outcome => ({
  status: res.status, key: (res.body as { message?: string } | null)?.message, body: res.body,
});

async function createShipment(server: TestServer, who: Who, skuId: number, quantity: number): Promise<Outcome> {
  return outcomeOf(await server.call('POST', '/api/shipments', {
    token: who.token, body: { items: [{ skuId, quantity }], ...TO }, headers: { 'idempotency-key': crypto.randomUUID() },
  }));
}

async function importShipments(server: TestServer, who: Who, skuId: number, quantity: number): Promise<Outcome> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(['SKU', 'Qty', 'Name', 'Phone', 'Address', 'Remarks']);
  sheet.addRow([skuId, quantity, TO.consignee, TO.contact, TO.address, null]);
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(await book.xlsx.writeBuffer())]), 'shipments.xlsx');
  const res = await fetch(`${server.url}/api/shipments/import`, { method: 'POST', body: form, headers: { authorization: `Bearer ${who.token}` } });
  return outcomeOf({ status: res.status, body: await res.json() });
}

const refundBody = (f: Fixture, quantity: number, shipmentId: number | null) => ({
  orderId: shipmentId === null ? f.orderA : null, shipmentId, lineId: f.lineA, quantity, reason: 'Hàng bị móp méo khi kiểm kho', imageKeys: [],
});

async function must<T>(what: string, res: Promise<{ status: number; body: T }>, status: number): Promise<T> {
  const done = await res;
  if (done.status !== status) throw new Error(`${what}: ${done.status} ${JSON.stringify(done.body)}`);
  return done.body;
}

/** An order of the goods' SKU, placed through the API, then written as the step before `status` leaves it. */
async function orderIn(server: TestServer, who: Cast, goods: MadeGoods, quantity: number, set: Partial<typeof orders.$inferInsert>) {
  const stocked = await stockedOrder(server, who.buyer, goods, { quantity, taken: 0, status: set.status as never });
  await server.database.db.update(orders).set(set).where(eq(orders.id, stocked.orderId));
  return stocked;
}

/** Makes what the paths need, in the order the flow would (each a real request where the step has one). */
export async function buildFixture(server: TestServer, who: Cast, goods: MadeGoods, needs: Need[]): Promise<Fixture> {
  const want = new Set(needs);
  const a = await stockedOrder(server, who.buyer, goods, { quantity: 10 });
  const f: Fixture = { goods, skuId: a.skuId, orderA: a.orderId, lineA: a.lineId };
  const buyer = who.buyer.token;
  if (want.has('refundUnderReview')) {
    f.refundId = (await must('refund', server.call('POST', '/api/refunds', { token: buyer, body: refundBody(f, 2, null) }), 201) as { id: number }).id;
  }
  if (want.has('pendingShipment')) {
    const made = await createShipment(server, who.buyer, f.skuId, 2);
    if (made.status !== 201) throw new Error(`pending shipment: ${JSON.stringify(made.body)}`);
    f.pendingShipmentId = (made.body as { id: number }).id;
  }
  if (want.has('sentShipment')) {
    const made = await createShipment(server, who.buyer, f.skuId, 2);
    if (made.status !== 201) throw new Error(`sent shipment: ${JSON.stringify(made.body)}`);
    f.sentShipmentId = (made.body as { id: number }).id;
    await must('ship', server.call('POST', `/api/shipments/${f.sentShipmentId}/ship`, {
      token: who.operator.token, body: { logisticsCompany: 'VIETTEL_POST', trackingNo: 'VTP556677889' },
    }), 200);
  }
  if (want.has('finalInReview') || want.has('finalDue')) {
    const b = await orderIn(server, who, goods, 5, { status: 'finalPaymentPending', stockReturnAt: new Date(Date.now() + 86_400_000) });
    const paid = await must('final payment', server.call('POST', '/api/payments/bank-transfer', { token: buyer, body: {
      orderId: b.orderId, kind: 'final', remitterName: 'Trần Thị Bích', remitterBank: 'Techcombank', remittedAmount: 500_000,
      voucherKey: await uploadVoucher(server, who.buyer), quantities: [{ lineId: b.lineId, quantity: 5 }],
    } }), 201);
    f.finalPaymentId = paymentSchema.parse(paid).id;
  }
  if (want.has('expiring')) {
    const c = await orderIn(server, who, goods, 4, { status: 'finalPaymentPending', stockReturnAt: new Date(Date.now() - 3_600_000) });
    f.expiringOrder = { id: c.orderId, lineId: c.lineId, voucherKey: await uploadVoucher(server, who.buyer) };
  }
  if (want.has('stocking')) {
    const d = await orderIn(server, who, goods, 6, { status: 'awaitingStocking' });
    // One unit already in, so the completion has something to complete; the batch path brings the other five.
    const db = server.database.db;
    await db.update(orderLines).set({ stockedQty: 1, takenQty: 0 }).where(eq(orderLines.id, d.lineId));
    await db.execute(sql`delete from ${stockBatches} where order_line_id = ${d.lineId}`);
    await db.insert(stockBatches).values({
      batchNo: `RACE-SB-${crypto.randomUUID()}`, orderId: d.orderId, orderLineId: d.lineId, userId: who.buyer.userId, skuId: d.skuId, quantity: 1, storedAt: new Date(),
    });
    f.stockingOrder = { id: d.orderId, lineId: d.lineId };
  }
  return f;
}

const stateConflict = { status: 409, key: 'mall.orderStateConflict' };

export const RACE_PATHS: RacePath[] = [
  {
    name: 'refund request on stock', needs: [],
    outcomes: [{ status: 201 }, { status: 400, key: 'mall.refundQuantityExceeded' }, { status: 409, key: 'mall.refundOpen' }],
    run: async (server, who, f) => outcomeOf(await server.call('POST', '/api/refunds', { token: who.buyer.token, body: refundBody(f, 6, null) })),
  },
  {
    name: 'refund approval', needs: ['refundUnderReview'],
    outcomes: [{ status: 200 }, { status: 409, key: 'mall.refundReviewed' }],
    run: async (server, who, f) => outcomeOf(await server.call('POST', `/api/refunds/${f.refundId}/review`, {
      token: who.operator.token, body: { approve: true, amount: 6666, opinion: 'Đồng ý hoàn tiền' },
    })),
  },
  {
    name: 'refund rejection', needs: ['refundUnderReview'],
    outcomes: [{ status: 200 }, { status: 409, key: 'mall.refundReviewed' }],
    run: async (server, who, f) => outcomeOf(await server.call('POST', `/api/refunds/${f.refundId}/review`, {
      token: who.operator.token, body: { approve: false, opinion: 'Ảnh không cho thấy hư hỏng' },
    })),
  },
  {
    name: 'shipment', needs: [],
    outcomes: [{ status: 201 }, { status: 400, key: 'mall.insufficientStock' }],
    run: (server, who, f) => createShipment(server, who.buyer, f.skuId, 6),
  },
  {
    name: 'batch shipment', needs: [],
    outcomes: [{ status: 201 }, { status: 400, key: 'mall.importRowsInvalid' }],
    run: (server, who, f) => importShipments(server, who.buyer, f.skuId, 6),
  },
  {
    name: 'shipment cancellation', needs: ['pendingShipment'],
    outcomes: [{ status: 200 }, { status: 409, key: 'mall.shipmentStateConflict' }],
    run: async (server, who, f) => outcomeOf(await server.call('POST', `/api/shipments/${f.pendingShipmentId}/cancel`, { token: who.buyer.token })),
  },
  {
    name: 'shipment delivery', needs: ['sentShipment'],
    outcomes: [{ status: 200 }, { status: 409, key: 'mall.shipmentStateConflict' }],
    run: async (server, who, f) => outcomeOf(await server.call('POST', `/api/shipments/${f.sentShipmentId}/deliver`, { token: who.operator.token, body: {} })),
  },
  {
    name: 'refund request on a shipment', needs: ['sentShipment'],
    outcomes: [{ status: 201 }, { status: 400, key: 'mall.refundQuantityExceeded' }, { status: 409, key: 'mall.refundOpen' }],
    run: async (server, who, f) => outcomeOf(await server.call('POST', '/api/refunds', {
      token: who.buyer.token, body: refundBody(f, 2, f.sentShipmentId ?? null),
    })),
  },
  {
    name: 'final payment approval', needs: ['finalInReview'],
    outcomes: [{ status: 200 }, { status: 409, key: 'mall.paymentReviewed' }],
    run: async (server, who, f) => outcomeOf(await server.call('POST', `/api/payments/${f.finalPaymentId}/review`, {
      token: who.operator.token, body: { approve: true },
    })),
  },
  {
    name: 'late final payment', needs: ['expiring'],
    outcomes: [{ status: 201 }, stateConflict],
    run: async (server, who, f) => outcomeOf(await server.call('POST', '/api/payments/bank-transfer', { token: who.buyer.token, body: {
      orderId: f.expiringOrder?.id, kind: 'final', remitterName: 'Trần Thị Bích', remitterBank: 'Techcombank', remittedAmount: 400_000,
      voucherKey: f.expiringOrder?.voucherKey, quantities: [{ lineId: f.expiringOrder?.lineId, quantity: 4 }],
    } })),
  },
  {
    name: 'stock expiry', needs: ['expiring'],
    outcomes: [{ status: 200 }, { status: 409 }],
    run: async (server, _who, f) => {
      const outcome = await returnLeftoverStock(server.app, f.expiringOrder?.id ?? 0, new Date());
      return { status: outcome === 'expired' || outcome === 'returned' ? 200 : 409, body: outcome };
    },
  },
  {
    name: 'stock batch', needs: ['stocking'],
    outcomes: [{ status: 201 }, { status: 400, key: 'mall.stockAboveOrdered' }, stateConflict],
    run: async (server, who, f) => outcomeOf(await server.call('POST', `/api/orders/${f.stockingOrder?.id}/stock-batches`, {
      token: who.operator.token, body: { lines: [{ lineId: f.stockingOrder?.lineId, quantity: 5 }] },
    })),
  },
  {
    name: 'stocking completion', needs: ['stocking'],
    outcomes: [{ status: 200 }, stateConflict],
    run: async (server, who, f) => outcomeOf(await server.call('POST', `/api/orders/${f.stockingOrder?.id}/complete-stocking`, { token: who.operator.token })),
  },
];
