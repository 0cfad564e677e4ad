import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { pngBytes } from '../../src/modules/users/users-kit';
import { CARD, onlineKit, SMS_CODE } from '../../src/modules/payments/online-kit';
import { orderAwaitingFinal, orderAwaitingStocking, placeOrder, uploadVoucher, type Item } from '../../src/modules/stock/stock-test-kit';
import { download, ok, upload, type Cast } from './tour-kit';

/**
 * An order from the cart to delivery and refund, as buyer and operator take it: acceptance, the deposit by bank
 * transfer and its review, stocking, the final payment, addresses, shipments (one by one and from the template),
 * refunds and their review, the trading hall, a cancellation and a final balance covered by the deposit.
 */
export async function orderTour(cast: Cast, goods: { goodsId: number; skuIds: number[] }): Promise<void> {
  const { server, operator, buyer } = cast;
  const items: Item[] = goods.skuIds.map((skuId, i) => ({ goodsId: goods.goodsId, skuId, quantity: 3 - i }));

  // A waiting order is in the trading hall until the buyer withdraws it.
  const waiting = await placeOrder(server, buyer, items);
  await ok(server, 'GET', '/api/orders/hall', null);
  await ok(server, 'GET', `/api/orders/hall/${waiting.id}`, null);
  await ok(server, 'POST', `/api/orders/${waiting.id}/actions`, buyer, { action: 'cancel' });

  const order = await orderAwaitingStocking(server, buyer, operator, items);
  for (const path of ['/api/orders/mine', '/api/orders/mine/counts', `/api/orders/${order.id}`]) await ok(server, 'GET', path, buyer);
  for (const path of ['/api/orders/admin', '/api/orders/admin/counts', `/api/orders/admin/${order.id}`]) await ok(server, 'GET', path, operator);
  await download(server, '/api/orders/mine/download?lang=en', buyer);
  await download(server, '/api/orders/admin/download?lang=vi&state=awaitingAcceptance', operator);
  const payments = await ok(server, 'GET', `/api/payments/mine?orderId=${order.id}`, buyer);
  const deposit = payments.content[0];
  await ok(server, 'GET', '/api/payments/admin', operator);
  await download(server, '/api/payments/admin/download?lang=vi&status=queue', operator);
  await ok(server, 'GET', `/api/payments/${deposit.id}`, buyer);
  await download(server, deposit.voucherUrl, operator);

  await ok(server, 'GET', '/api/stock/queue', operator);
  await download(server, '/api/stock/queue/download?lang=en', operator);
  const lines = order.lines.map((l) => ({ lineId: l.id, quantity: l.quantity }));
  await ok(server, 'POST', `/api/orders/${order.id}/stock-batches`, operator, { lines });
  await ok(server, 'GET', `/api/orders/${order.id}/stocking`, operator);
  await ok(server, 'POST', `/api/orders/${order.id}/complete-stocking`, operator);
  const due = await ok(server, 'GET', `/api/payments/due?orderId=${order.id}&kind=final`, buyer);
  const final = await ok(server, 'POST', '/api/payments/bank-transfer', buyer, {
    orderId: order.id, kind: 'final', remitterName: 'Nguyễn Văn An', remitterBank: 'Vietcombank', remittedAmount: due.amountVnd,
    voucherKey: await uploadVoucher(server, buyer), quantities: lines,
  });
  await ok(server, 'POST', `/api/payments/${final.id}/review`, operator, { approve: true });
  const skuId = goods.skuIds[0] as number;
  await ok(server, 'GET', '/api/stock/mine', buyer);
  await ok(server, 'GET', `/api/stock/mine/batches?skuId=${skuId}`, buyer);

  await shipmentsTour(cast, skuId);
  await refundsTour(cast, order.id);
  await depositCoversFinal(cast, items);
  await onlinePayments(cast, items);
}

async function shipmentsTour({ server, operator, buyer }: Cast, skuId: number): Promise<void> {
  const address = await ok(server, 'POST', '/api/addresses', buyer, { consignee: 'Nguyễn Văn An', contact: '0912345678', address: '12 Phố Huế, Hà Nội' });
  await ok(server, 'PUT', `/api/addresses/${address.id}`, buyer, { consignee: 'Nguyễn Văn An', contact: '0912345678', address: '14 Phố Huế, Hà Nội', isDefault: true });
  const spare = await ok(server, 'POST', '/api/addresses', buyer, { consignee: 'Trần Thị Bình', contact: '0987654321', address: '3 Lê Lợi, Huế' });
  await ok(server, 'DELETE', `/api/addresses/${spare.id}`, buyer);
  await ok(server, 'GET', '/api/addresses', buyer);
  await ok(server, 'GET', '/api/shipments/stock', buyer);
  await ok(server, 'GET', `/api/shipments/stock/${skuId}`, buyer);

  const screenshot = await upload(server, '/api/shipments/files', buyer, { bytes: pngBytes(), type: 'image/png', name: 'order.png' });
  const waybill = await upload(server, '/api/shipments/files', buyer, { bytes: pngBytes(), type: 'image/png', name: 'waybill.png' });
  await download(server, screenshot.url, buyer);
  const shipment = await ok(server, 'POST', '/api/shipments', buyer, {
    items: [{ skuId, quantity: 1 }], addressId: address.id, platform: 'TIKTOK', platformOrderNo: 'TT-20260101-01',
    orderScreenshotKey: screenshot.key, waybillKey: waybill.key,
  });
  await ok(server, 'GET', '/api/shipments/mine', buyer);
  await ok(server, 'GET', `/api/shipments/mine/${shipment.id}`, buyer);
  await ok(server, 'GET', '/api/shipments/queue', operator);
  await download(server, '/api/shipments/mine/download?lang=cn', buyer);
  await download(server, '/api/shipments/queue/download?lang=en&status=pending', operator);
  await ok(server, 'POST', `/api/shipments/${shipment.id}/ship`, operator, { logisticsCompany: 'VIETTEL_POST', trackingNo: 'VTP123456789' });
  await ok(server, 'POST', `/api/shipments/${shipment.id}/deliver`, operator, {});
  await ok(server, 'POST', `/api/shipments/${shipment.id}/receipt`, buyer);
  const withdrawn = await ok(server, 'POST', '/api/shipments', buyer, { items: [{ skuId, quantity: 1 }], addressId: address.id });
  await ok(server, 'POST', `/api/shipments/${withdrawn.id}/cancel`, buyer);

  await download(server, '/api/shipments/template?lang=vi', buyer);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(['SKU', 'Qty', 'Name', 'Phone', 'Address', 'Remarks']);
  sheet.addRow([skuId, 1, 'Phạm Thị Dung', '0905123456', '8 Lê Lợi, TP. Huế', null]);
  await upload(server, '/api/shipments/import', buyer, {
    bytes: Buffer.from(await book.xlsx.writeBuffer()), type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', name: 'shipments.xlsx',
  });
}

async function refundsTour({ server, operator, buyer }: Cast, orderId: number): Promise<void> {
  const refundable = await ok(server, 'GET', `/api/refunds/refundable?orderId=${orderId}`, buyer);
  const line = refundable.lines.find((l: { refundable: number }) => l.refundable > 0);
  const picture = await upload(server, '/api/refunds/files', buyer, { bytes: pngBytes(), type: 'image/png', name: 'crack.png' });
  await download(server, picture.url, buyer);
  const refund = await ok(server, 'POST', '/api/refunds', buyer, { orderId, lineId: line.lineId, quantity: 1, reason: 'Vỏ bị nứt', imageKeys: [picture.key] });
  await ok(server, 'GET', '/api/refunds/mine', buyer);
  await ok(server, 'GET', `/api/refunds/mine/${refund.id}`, buyer);
  for (const path of ['/api/refunds/admin', '/api/refunds/admin/counts', `/api/refunds/admin/${refund.id}`]) await ok(server, 'GET', path, operator);
  await download(server, '/api/refunds/admin/download?lang=cn&status=refunding', operator);
  await ok(server, 'POST', `/api/refunds/${refund.id}/review`, operator, { approve: true, amount: line.unitPrice, opinion: 'Đã kiểm tra' });
}

/** Only the cheaper line taken: the deposit covers it, so the buyer confirms the quantities instead of paying. */
async function depositCoversFinal({ server, operator, buyer }: Cast, items: Item[]): Promise<void> {
  const order = await orderAwaitingFinal(server, buyer, operator, items);
  const quantities = order.lines.map((l, i) => ({ lineId: l.id, quantity: i === order.lines.length - 1 ? 1 : 0 }));
  await ok(server, 'POST', '/api/payments/final-confirmation', buyer, { orderId: order.id, quantities });
}

/** The sandbox provider: a QR paid in its simulator page, a card confirmed by SMS, and a signed notification. */
async function onlinePayments({ server, operator, buyer }: Cast, items: Item[]): Promise<void> {
  const accepted = async () => {
    const order = await placeOrder(server, buyer, items);
    await ok(server, 'POST', `/api/orders/${order.id}/actions`, operator, { action: 'accept' });
    await ok(server, 'GET', `/api/payments/due?orderId=${order.id}`, buyer);
    return order;
  };
  await ok(server, 'GET', '/api/payments/online/methods', buyer);
  const qr = await ok(server, 'POST', '/api/payments/online', buyer, { orderId: (await accepted()).id, kind: 'deposit', method: 'ALIPAY_QR' });
  await ok(server, 'GET', `/api/payments/online/${qr.id}`, buyer);
  await download(server, `${new URL(qr.qrContent).pathname}?lang=vi`, null);
  const paid = await fetch(qr.qrContent, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=pay' });
  if (paid.status !== 200) throw new Error(`the simulator answered ${paid.status}`);

  const byCard = await ok(server, 'POST', '/api/payments/online', buyer, { orderId: (await accepted()).id, kind: 'deposit', method: 'ONLINE_RMB_CARD', card: CARD });
  await server.database.db.execute(sql`update mall_payment_intent set sms_sent_at = sms_sent_at - interval '61 seconds' where id = ${byCard.id}`);
  await ok(server, 'POST', `/api/payments/online/${byCard.id}/sms/resend`, buyer);
  await ok(server, 'POST', `/api/payments/online/${byCard.id}/sms`, buyer, { code: SMS_CODE });

  const digital = await ok(server, 'POST', '/api/payments/online', buyer, { orderId: (await accepted()).id, kind: 'deposit', method: 'DIGITAL_RMB' });
  await ok(server, 'POST', '/api/payments/notify/sandbox', null, await onlineKit(server).notification(digital.id));
}
