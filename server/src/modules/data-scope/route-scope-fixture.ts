import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { interestSchema } from 'shared-contracts/api/interests';
import { linkParseResultSchema } from 'shared-contracts/api/links';
import { paymentSchema } from 'shared-contracts/api/payments';
import { refundSchema } from 'shared-contracts/api/refunds';
import { addressSchema, shipmentSchema } from 'shared-contracts/api/shipments';
import { collectResultSchema } from 'shared-contracts/api/collect';
import { makeUser } from '../../../test/accounts';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import type { TestServer } from '../../../test/harness';
import { uploadPicture } from '../../../test/refund-factory';
import { rows } from '../../../test/rows';
import { makeDept } from '../../../test/staff-factory';
import { stockedOrder } from '../../../test/stock-factory';
import { itemOf, orderAwaitingStocking, placeOrder, uploadVoucher, type Who } from '../stock/stock-test-kit';
import { pngBytes } from '../users/users-kit';
import { buyerIn } from './scope-test-kit';

/**
 * One buyer with data of every kind a staff route can show or change (route-scope.test.ts): cart, address, interest,
 * sourcing request, collected goods, orders waiting for acceptance, for stocking and in shipment, a payment under
 * review with its voucher, an online payment, stock, shipments pending and shipping with pictures, a refund under
 * review with its picture, a session, operation and error log rows. Its strings are fingerprints: an answer that
 * holds one shows the buyer's data.
 */
export type BuyerData = {
  buyer: Who;
  deptId: number;
  roleId: number;
  fingerprints: string[];
  cartLineId: number;
  addressId: number;
  interestId: number;
  sourcingId: number;
  /** A connection of the collection extension (collect/tokens.ts). */
  collectTokenId: number;
  collectedGoodsId: number;
  categoryId: number;
  waitingOrderId: number;
  waitingLineId: number;
  acceptedOrderId: number;
  paymentId: number;
  intentId: number;
  stockingOrderId: number;
  stockingLineId: number;
  stockedOrderId: number;
  stockedLineId: number;
  skuId: number;
  pendingShipmentId: number;
  shippingShipmentId: number;
  refundId: number;
  sessionId: number;
  errorLogId: number;
  backupId: number;
  pictures: { payment: string; shipment: string; refund: string };
  /** A voucher of the caller's own, so a payment the caller sends for the buyer's order fails on the order alone. */
  callerVoucher: string;
};

const NAME = 'scopeprobe-buyer';
const CONSIGNEE = 'Phan Thị Phạm Vi Scopeprobe';
const TEXTS = { interest: 'Khăn tre scopeprobe', reason: 'Bình nứt scopeprobe', collected: 'Áo khoác scopeprobe' };

/** A picture's path after its folder, as its route serves it: `<owner>/<name>`. */
const servedAs = (key: string) => key.split('/').slice(1).join('/');

async function ok<T>(res: Promise<{ status: number; body: unknown }>, status: number, parse: (body: unknown) => T): Promise<T> {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return parse(answer.body);
}

export async function makeBuyerData(server: TestServer, caller: Who): Promise<BuyerData> {
  const deptId = await makeDept(server, 'Scope probe buyers', null);
  const buyer = await buyerIn(server, NAME, deptId);
  const operator = await makeUser(server, 'scopeprobe-operator', 'operator');
  const admin = await makeUser(server, 'scopeprobe-admin', 'admin');
  const [cup] = (await makeShop(server, [{ name: '保温杯', skus: [{ attrs: { 容量: '500ml' }, price: 3333 }] }])).goods as [MadeGoods];
  const as = (who: Who) => (method: string, path: string, body?: unknown) => server.call(method, path, { token: who.token, body });
  const call = as(buyer);
  const idOf = (body: unknown) => (body as { id: number }).id;

  const waiting = await placeOrder(server, buyer, [itemOf(cup, 1)]);
  const address = await ok(call('POST', '/api/addresses', { consignee: CONSIGNEE, contact: '0912345678', address: '7 Lê Lợi, Huế' }), 201, (b) => addressSchema.parse(b));
  const interest = await ok(call('POST', '/api/interests', { name: TEXTS.interest, quantity: 5 }), 201, (b) => interestSchema.parse(b));
  const sourcing = await ok(call('POST', '/api/links/parse', { text: 'https://detail.1688.com/offer/790000000001.html' }), 200, (b) => linkParseResultSchema.parse(b));
  const collected = await ok(call('POST', '/api/collect', {
    platform: '1688', itemId: '790000000002', url: 'https://detail.1688.com/offer/790000000002.html', title: TEXTS.collected,
    shopName: 'Xưởng may', skus: [{ attrs: { 尺码: 'L' }, price: 9900 }],
  }), 200, (b) => collectResultSchema.parse(b));

  // A deposit by bank transfer under review, and one started online.
  const accepted = await placeOrder(server, buyer, [itemOf(cup, 2)]);
  const online = await placeOrder(server, buyer, [itemOf(cup, 3)]);
  for (const order of [accepted, online]) await ok(as(operator)('POST', `/api/orders/${order.id}/actions`, { action: 'accept' }), 200, () => null);
  const voucher = await uploadVoucher(server, buyer);
  const payment = await ok(call('POST', '/api/payments/bank-transfer', {
    orderId: accepted.id, kind: 'deposit', remitterName: CONSIGNEE, remitterBank: 'Vietcombank', remittedAmount: 100_000, voucherKey: voucher,
  }), 201, (b) => paymentSchema.parse(b));
  const intent = await ok(call('POST', '/api/payments/online', { orderId: online.id, kind: 'deposit', method: 'ALIPAY_QR' }), 201, idOf);

  const stocking = await orderAwaitingStocking(server, buyer, operator, [itemOf(cup, 2)]);
  const stocked = await stockedOrder(server, buyer, cup, { quantity: 6 });
  const shipmentPicture = (await uploadPicture(server, buyer, '/api/shipments/files', pngBytes())).body.key;
  const ship = (quantity: number) => ok(call('POST', '/api/shipments', { addressId: address.id, items: [{ skuId: stocked.skuId, quantity }] }), 201, (b) => shipmentSchema.parse(b).id);
  const [pendingShipmentId, shippingShipmentId] = [await ship(1), await ship(1)];
  await ok(as(operator)('POST', `/api/shipments/${shippingShipmentId}/ship`, { logisticsCompany: 'VIETTEL_POST', trackingNo: 'VTP000000001' }), 200, () => null);
  const refundPicture = (await uploadPicture(server, buyer, '/api/refunds/files', pngBytes())).body.key;
  const refund = await ok(call('POST', '/api/refunds', {
    orderId: stocked.orderId, lineId: stocked.lineId, quantity: 1, reason: TEXTS.reason, imageKeys: [refundPicture],
  }), 201, (b) => refundSchema.parse(b));

  // Last: placing an order goes through the cart, which holds a SKU once.
  const cartLineId = await ok(call('POST', '/api/shopCart', itemOf(cup, 2)), 201, idOf);
  const collectTokenId = await ok(call('POST', '/api/collect/tokens', { label: 'Chrome scopeprobe' }), 201, idOf);
  const backupId = await ok(as(admin)('POST', '/api/database/backups'), 201, idOf);
  const [session] = await rows<{ id: number }>(server, sql`select id from auth_token where user_id = ${buyer.userId} order by id limit 1`);
  const [error] = await rows<{ id: number }>(server, sql`
    insert into sys_log (log_type, user_id, username, method, route, url, status, duration_ms, stack)
    values ('ERROR', ${buyer.userId}, ${NAME}, 'POST', '/api/shipments', '/api/shipments', 500, 3, 'Error: boom') returning id::int as id`);
  const [held] = await rows<{ role_id: number }>(server, sql`select role_id from sys_users_roles where user_id = ${buyer.userId}`);
  const [category] = await rows<{ category_id: number }>(server, sql`select category_id from mall_goods where id = ${cup.id}`);
  await server.app.operationLog.flush();
  const orderNos = await rows<{ order_no: string }>(server, sql`select order_no from mall_order where user_id = ${buyer.userId}`);

  return {
    buyer, deptId, roleId: held?.role_id ?? 0,
    fingerprints: [NAME, CONSIGNEE, ...Object.values(TEXTS), ...orderNos.map((o) => o.order_no), '790000000001'],
    cartLineId, addressId: address.id, interestId: interest.id, sourcingId: sourcing.requestId ?? 0, collectTokenId,
    collectedGoodsId: collected.goodsId, categoryId: category?.category_id ?? 0,
    waitingOrderId: waiting.id, waitingLineId: waiting.lines[0]?.id ?? 0, acceptedOrderId: accepted.id, paymentId: payment.id, intentId: intent,
    stockingOrderId: stocking.id, stockingLineId: stocking.lines[0]?.id ?? 0,
    stockedOrderId: stocked.orderId, stockedLineId: stocked.lineId, skuId: stocked.skuId,
    pendingShipmentId, shippingShipmentId, refundId: refund.id, sessionId: session?.id ?? 0, errorLogId: error?.id ?? 0, backupId,
    pictures: { payment: servedAs(voucher), shipment: servedAs(shipmentPicture), refund: servedAs(refundPicture) },
    callerVoucher: await uploadVoucher(server, caller),
  };
}
