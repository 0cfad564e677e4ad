import crypto from 'node:crypto';
import type { OrderState } from 'shared-contracts/mall/order-state';
import { orderEvents, orderLines, orders, payments, refunds, shipments } from '../../db/schema';
import type { TestServer } from '../../../test/harness';

/**
 * Rows of the order flow written straight into the tables at a known step and time (the flow's own steps are tested
 * in their modules): what the dashboard counts and measures, without walking each order through the API.
 */
export type OrderSpec = {
  userId: number;
  storeId: number;
  status: OrderState;
  acceptance?: 'waiting' | 'accepted' | 'refused';
  createdAt?: Date;
  goodsTotal?: number;
  goodsId?: number;
  stockReturnAt?: Date | null;
  /** Timeline events after placement: action, the state left and entered, minutes after placement. */
  events?: { action: string; from: OrderState; to: OrderState; afterMinutes: number }[];
};

const uid = () => crypto.randomUUID().slice(0, 12);

export async function insertOrder(server: TestServer, spec: OrderSpec): Promise<{ orderId: number; lineId: number }> {
  const db = server.database.db;
  const createdAt = spec.createdAt ?? new Date();
  const total = spec.goodsTotal ?? 10_000;
  const [order] = await db.insert(orders).values({
    orderNo: `T${uid()}`, userId: spec.userId, storeId: spec.storeId, status: spec.status, acceptance: spec.acceptance ?? 'accepted',
    goodsTotal: total, depositAmount: Math.round(total * 0.3), quantity: 1, source: 'buyNow', stockReturnAt: spec.stockReturnAt ?? null,
    createdAt, updatedAt: createdAt,
  }).returning({ id: orders.id });
  if (!order) throw new Error('no order inserted');
  const [line] = await db.insert(orderLines).values({
    orderId: order.id, goodsId: spec.goodsId ?? 1, skuId: 1, goodsName: `Goods ${spec.goodsId ?? 1}`, specText: '-',
    unitPrice: total, quantity: 1, totalPrice: total,
  }).returning({ id: orderLines.id });
  if (!line) throw new Error('no line inserted');
  const events = [{ action: 'placed', from: null, to: 'depositPending', afterMinutes: 0 }, ...(spec.events ?? [])];
  await db.insert(orderEvents).values(events.map((e) => ({
    orderId: order.id, fromStatus: e.from, toStatus: e.to, action: e.action, createdAt: new Date(createdAt.getTime() + e.afterMinutes * 60_000),
  })));
  return { orderId: order.id, lineId: line.id };
}

export async function insertPayment(
  server: TestServer, spec: { orderId: number; userId: number; kind: 'deposit' | 'final'; status: string; createdAt?: Date; reviewedAfterMinutes?: number; reviewedBy?: number },
): Promise<void> {
  const createdAt = spec.createdAt ?? new Date();
  await server.database.db.insert(payments).values({
    serialNo: `P${uid()}`, orderId: spec.orderId, userId: spec.userId, kind: spec.kind, method: 'BANK_TRANSFER_VND', status: spec.status,
    amount: 3000, exchangeRate: 3600, amountVnd: 108_000, breakdown: { goods: 3000, depositCredited: 0, serviceFee: 0, packageFee: 0, tax: 0 },
    reviewedBy: spec.reviewedBy ?? null, createdAt,
    reviewedAt: spec.reviewedAfterMinutes === undefined ? null : new Date(createdAt.getTime() + spec.reviewedAfterMinutes * 60_000),
  });
}

export async function insertShipment(server: TestServer, userId: number, status: string): Promise<void> {
  await server.database.db.insert(shipments).values({
    shipmentNo: `S${uid()}`, userId, status, quantity: 1, consignee: 'Lê Văn Cường', contact: '0987654321', address: '45 Trần Phú, Đà Nẵng',
  });
}

export async function insertRefund(server: TestServer, spec: { userId: number; orderId: number; lineId: number; status: string }): Promise<void> {
  await server.database.db.insert(refunds).values({
    refundNo: `R${uid()}`, userId: spec.userId, orderId: spec.orderId, orderLineId: spec.lineId, quantity: 1, reason: 'Vỡ', status: spec.status, amount: 100,
  });
}
