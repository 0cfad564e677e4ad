import { staffOrderPageSchema } from 'shared-contracts/api/orders';
import { staffPaymentPageSchema } from 'shared-contracts/api/payments';
import { staffRefundPageSchema } from 'shared-contracts/api/refunds';
import { staffShipmentPageSchema } from 'shared-contracts/api/shipments';
import { stockQueuePageSchema } from 'shared-contracts/api/stock';
import type { Person } from './buyer';
import type { Ledger } from './ledger';
import type { PortalClient } from './portal-client';

/**
 * A simulated operator working the back office's queues in turn: acceptance, payment review, stocking, the shipping
 * queue (ship, then deliver what left a while ago) and refunds. Five of them work the same queues, so they race for the
 * same rows as two people at two desks would; a 409 is the documented answer to the one who came second.
 */
const QUEUES = ['accept', 'payments', 'stocking', 'shipping', 'refunds'] as const;
const take = <T>(list: T[], n: number): T[] => [...list].sort(() => Math.random() - 0.5).slice(0, n);
const CARRIERS = ['VIETTEL_POST', 'GHN', 'GHTK', 'VNPOST'];

export class Operator {
  private turn = Math.floor(Math.random() * QUEUES.length);

  constructor(private readonly me: Person, private readonly client: PortalClient, private readonly ledger: Ledger) {}

  async tick(): Promise<void> {
    this.turn = (this.turn + 1) % QUEUES.length;
    switch (QUEUES[this.turn]) {
      case 'accept': return this.accept();
      case 'payments': return this.reviewPayments();
      case 'stocking': return this.stock();
      case 'shipping': return this.ship();
      default: return this.reviewRefunds();
    }
  }

  private get token() { return this.me.token; }

  private async accept(): Promise<void> {
    const res = await this.client.call('queue.acceptance', 'GET', '/api/orders/admin?state=awaitingAcceptance&size=20', { token: this.token });
    if (res.status !== 200) return;
    for (const order of take(staffOrderPageSchema.parse(res.body).content, 4)) {
      const done = await this.client.call('order.accept', 'POST', `/api/orders/${order.id}/actions`, { token: this.token, body: { action: 'accept' } });
      if (done.status === 200) this.ledger.acknowledged('transition', order.id, { action: 'accept' });
    }
  }

  private async reviewPayments(): Promise<void> {
    // The review queue as the page asks for it: both reviewable states, the payment waiting longest first.
    const res = await this.client.call('queue.payments', 'GET', '/api/payments/admin?status=queue&size=20', { token: this.token });
    if (res.status !== 200) return;
    for (const payment of take(staffPaymentPageSchema.parse(res.body).content, 6)) {
      // One voucher in ten is unreadable: the buyer pays again, as happens at a real desk.
      const approve = Math.random() > 0.1;
      const body = approve ? { approve: true } : { approve: false, reason: 'Ảnh chứng từ bị mờ, vui lòng gửi lại' };
      const done = await this.client.call('payment.review', 'POST', `/api/payments/${payment.id}/review`, { token: this.token, body });
      if (done.status === 200) this.ledger.acknowledged('review', payment.id, { approve, orderId: payment.orderId });
    }
  }

  private async stock(): Promise<void> {
    const res = await this.client.call('queue.stocking', 'GET', '/api/stock/queue?size=20', { token: this.token });
    if (res.status !== 200) return;
    for (const order of take(stockQueuePageSchema.parse(res.body).content, 3)) {
      const lines = order.lines.filter((l) => l.ordered > l.stocked).map((l) => ({ lineId: l.lineId, quantity: l.ordered - l.stocked }));
      if (lines.length > 0) {
        const batch = await this.client.call('stock.batch', 'POST', `/api/orders/${order.orderId}/stock-batches`, { token: this.token, body: { lines } });
        if (batch.status !== 201) continue;
      }
      const done = await this.client.call('stock.complete', 'POST', `/api/orders/${order.orderId}/complete-stocking`, { token: this.token });
      if (done.status === 200) this.ledger.acknowledged('transition', order.orderId, { action: 'completeStocking' });
    }
  }

  private async ship(): Promise<void> {
    const pending = await this.client.call('queue.shipping', 'GET', '/api/shipments/queue?status=pending&size=20', { token: this.token });
    if (pending.status === 200) {
      for (const shipment of take(staffShipmentPageSchema.parse(pending.body).content, 3)) {
        const done = await this.client.call('shipment.ship', 'POST', `/api/shipments/${shipment.id}/ship`, {
          token: this.token, body: { logisticsCompany: CARRIERS[shipment.id % CARRIERS.length], trackingNo: `VN${String(shipment.id).padStart(9, '0')}` },
        });
        if (done.status === 200) this.ledger.acknowledged('transition', shipment.id, { action: 'shipShipment' });
      }
    }
    const shipping = await this.client.call('queue.shipping', 'GET', '/api/shipments/queue?status=shipping&size=20', { token: this.token });
    if (shipping.status !== 200) return;
    for (const shipment of take(staffShipmentPageSchema.parse(shipping.body).content, 3)) {
      const done = await this.client.call('shipment.deliver', 'POST', `/api/shipments/${shipment.id}/deliver`, { token: this.token, body: {} });
      if (done.status === 200) this.ledger.acknowledged('transition', shipment.id, { action: 'deliverShipment' });
    }
  }

  private async reviewRefunds(): Promise<void> {
    const res = await this.client.call('queue.refunds', 'GET', '/api/refunds/admin?status=refunding&size=20', { token: this.token });
    if (res.status !== 200) return;
    for (const refund of take(staffRefundPageSchema.parse(res.body).content, 3)) {
      const approve = Math.random() > 0.3;
      const body = approve
        ? { approve: true, amount: Math.min(refund.maxAmount, refund.amount), opinion: 'Đã kiểm tra, đồng ý hoàn tiền' }
        : { approve: false, opinion: 'Hàng không bị lỗi khi kiểm tra lại' };
      const done = await this.client.call('refund.review', 'POST', `/api/refunds/${refund.id}/review`, { token: this.token, body });
      if (done.status === 200) this.ledger.acknowledged('review', refund.id, { approve, refund: true });
    }
  }
}
