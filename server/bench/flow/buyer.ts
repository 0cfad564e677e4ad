import { orderDetailSchema, type OrderDetail } from 'shared-contracts/api/orders';
import { paymentDueSchema } from 'shared-contracts/api/payments';
import { shippableStockSchema } from 'shared-contracts/api/shipments';
import { newKey, type PortalClient } from './portal-client';
import type { Ledger } from './ledger';

/**
 * A simulated buyer: browses and searches the mall, keeps up to two orders going and takes each one step further when
 * it can (deposit, final balance, shipments, a refund now and then, confirming receipt). Every step is a real request;
 * an answer it did not expect is recorded by the client and read as "look again next time".
 */
export type Goods = { id: number; skuId: number; moq: number };
export type Person = { userId: number; token: string; name: string };

const KEYWORDS = ['áo thun', 'cốc', '保温杯', 'bag', '手机壳', 'giày', 'kitchen', 'đồ chơi'];
const BANKS = ['Vietcombank', 'Techcombank', 'BIDV', 'MB Bank', 'ACB'];
const pickOf = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

/** A tiny PNG: the voucher's bytes (the server sniffs the type; the bench measures the flow, not the upload). */
const VOUCHER = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

type Tracked = { id: number; refundAsked: boolean; wantsRefund: boolean };

export class Buyer {
  private open: Tracked[] = [];

  constructor(private readonly me: Person, private readonly client: PortalClient, private readonly goods: Goods[], private readonly ledger: Ledger) {}

  /** One tick: a look at the mall, then a new order or the next step of one in flight. */
  async tick(): Promise<void> {
    await this.browse();
    if (this.open.length < 2) {
      await this.place();
      return;
    }
    const order = this.open.shift();
    if (!order) return;
    const done = await this.advance(order);
    if (!done) this.open.push(order);
  }

  private async browse(): Promise<void> {
    const roll = Math.random();
    if (roll < 0.4) await this.client.call('mall.search', 'GET', `/api/goods?keyword=${encodeURIComponent(pickOf(KEYWORDS))}&size=20`);
    else if (roll < 0.7) await this.client.call('mall.list', 'GET', '/api/goods?size=20&sort=newest');
    else await this.client.call('mall.product', 'GET', `/api/goods/${pickOf(this.goods).id}`);
  }

  private async place(): Promise<void> {
    const goods = pickOf(this.goods);
    const key = newKey();
    const quantity = Math.max(goods.moq, 2 + Math.floor(Math.random() * 6));
    const res = await this.client.call<{ id: number }>('order.place', 'POST', '/api/orders', {
      token: this.me.token, key, body: { source: 'buyNow', goodsId: goods.id, skuId: goods.skuId, quantity },
    });
    this.ledger.placementTried(this.me.userId, key);
    if (res.status === 201 || res.status === 200) {
      this.ledger.acknowledged('order', res.body.id, { userId: this.me.userId, key });
      this.open.push({ id: res.body.id, refundAsked: false, wantsRefund: Math.random() < 0.25 });
    }
  }

  /** Takes the order one step further; answers whether it needs nothing more from the buyer. */
  private async advance(tracked: Tracked): Promise<boolean> {
    const res = await this.client.call('order.read', 'GET', `/api/orders/${tracked.id}`, { token: this.me.token });
    if (res.status !== 200) return false;
    const order = orderDetailSchema.parse(res.body);
    if (order.status === 'closed' || order.status === 'completed') return true;
    if (order.acceptance !== 'accepted') return false;
    switch (order.status) {
      case 'depositPending':
      case 'depositRejected':
        await this.pay(order, 'deposit');
        return false;
      case 'finalPaymentPending':
      case 'finalPaymentRejected':
        await this.pay(order, 'final');
        return false;
      case 'pendingShipment':
      case 'shipping':
        await this.shipWhatIsLeft(order, tracked);
        return false;
      case 'delivered': {
        const done = await this.client.call('order.complete', 'POST', `/api/orders/${order.id}/actions`, { token: this.me.token, body: { action: 'complete' } });
        if (done.status === 200) this.ledger.acknowledged('transition', order.id, { action: 'complete' });
        return done.status === 200;
      }
      default:
        return false;
    }
  }

  private async pay(order: OrderDetail, kind: 'deposit' | 'final'): Promise<void> {
    const dueRes = await this.client.call('payment.due', 'GET', `/api/payments/due?orderId=${order.id}&kind=${kind}`, { token: this.me.token });
    if (dueRes.status !== 200) return;
    const due = paymentDueSchema.parse(dueRes.body);
    const upload = await this.client.call<{ key: string }>('payment.upload', 'POST', '/api/payments/files', {
      token: this.me.token, form: () => {
        const form = new FormData();
        form.append('file', new Blob([VOUCHER], { type: 'image/png' }), 'uy-nhiem-chi.png');
        return form;
      },
    });
    if (upload.status !== 200) return;
    const quantities = kind === 'final' ? due.lines.map((l) => ({ lineId: l.lineId, quantity: l.stocked })) : undefined;
    if (kind === 'final' && due.amount <= 0) {
      const res = await this.client.call('payment.final', 'POST', '/api/payments/final-confirmation', {
        token: this.me.token, body: { orderId: order.id, quantities, remarks: null },
      });
      if (res.status === 201 || res.status === 200) this.ledger.acknowledged('payment', (res.body as { id: number }).id, { orderId: order.id });
      return;
    }
    const res = await this.client.call<{ id: number }>(`payment.${kind}`, 'POST', '/api/payments/bank-transfer', { token: this.me.token, body: {
      orderId: order.id, kind, remitterName: this.me.name, remitterBank: pickOf(BANKS), remittedAmount: due.amountVnd,
      voucherKey: upload.body.key, ...(quantities ? { quantities } : {}), remarks: `Thanh toán ${order.orderNo}`,
    } });
    if (res.status === 201) this.ledger.acknowledged('payment', res.body.id, { orderId: order.id });
  }

  private async shipWhatIsLeft(order: OrderDetail, tracked: Tracked): Promise<void> {
    const line = order.lines[0];
    if (!line) return;
    const stockRes = await this.client.call('stock.read', 'GET', `/api/shipments/stock/${line.skuId}`, { token: this.me.token });
    if (stockRes.status !== 200) return;
    const stock = shippableStockSchema.parse(stockRes.body);
    if (stock.available <= 0) return;
    let quantity = stock.available;
    if (tracked.wantsRefund && !tracked.refundAsked && stock.available > 1) {
      const res = await this.client.call<{ id: number }>('refund.request', 'POST', '/api/refunds', { token: this.me.token, body: {
        orderId: order.id, shipmentId: null, lineId: line.id, quantity: 1, reason: 'Một chiếc bị nứt khi kiểm hàng tại kho', imageKeys: [],
      } });
      tracked.refundAsked = true;
      if (res.status === 201) {
        this.ledger.acknowledged('refund', res.body.id, { orderId: order.id });
        quantity -= 1;
      }
    }
    const key = newKey();
    const res = await this.client.call<{ id: number }>('shipment.create', 'POST', '/api/shipments', {
      token: this.me.token, key, body: {
        items: [{ skuId: line.skuId, quantity }], consignee: this.me.name, contact: '0912345678', address: '25 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh',
      },
    });
    if (res.status === 201 || res.status === 200) this.ledger.acknowledged('shipment', res.body.id, { userId: this.me.userId, key });
  }
}
