import { expect, type APIRequestContext } from '@playwright/test';
import { apiLogin } from './api-session';
import { emailCodeFor } from './server-log';

/**
 * A new buyer and their orders at each step of the flow (docs/orders.md), made through the API as the buyer and the
 * demo operator would make them: for pages that need a buyer's data in a given state (the phone layout, the buyer's
 * overview). Each story registers its own buyer, so counts other journeys assert on are not disturbed.
 */
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** A 1×1 PNG: the voucher's bytes (decodable, so the picture checks accept it). */
const VOUCHER = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export type Stage = 'awaitingAcceptance' | 'depositDue' | 'depositReview' | 'awaitingStocking' | 'finalDue' | 'pendingShipment' | 'shipping' | 'delivered';
const ORDER_OF_STAGES: Stage[] = ['awaitingAcceptance', 'depositDue', 'depositReview', 'awaitingStocking', 'finalDue', 'pendingShipment', 'shipping', 'delivered'];
export type StoryOrder = { id: number; orderNo: string; lineId: number; skuId: number; goodsId: number; quantity: number; shipmentId?: number };
type Goods = { goodsId: number; skuId: number; moq: number };

let made = 0;

export class BuyerStory {
  private goods: Goods[] = [];

  private constructor(
    private readonly request: APIRequestContext, readonly username: string, readonly token: string, private readonly operatorToken: string,
  ) {}

  /** Registers a purchaser through the API (the e-mail code read from the server's log) and signs in as them. */
  static async begin(request: APIRequestContext, prefix = 'phone'): Promise<BuyerStory> {
    made += 1;
    const stamp = `${Date.now().toString(36)}${made}`;
    const username = `${prefix}${stamp}`.slice(0, 30);
    const email = `${username}@e2e-buyers.example`;
    expect((await request.post('/auth/email/code', { data: { email, scene: 'register' } })).ok()).toBe(true);
    const registered = await request.post('/auth/register', { data: {
      kind: 'purchaser', username, nickName: 'Lê Thị Phương Thảo', email, emailCode: await emailCodeFor(email), password: 'abc123',
      confirmPassword: 'abc123', areaCode: '+84', phone: '912345678', agreement: true,
    } });
    expect(registered.ok(), `registering ${username}: ${await registered.text()}`).toBe(true);
    return new BuyerStory(request, username, await apiLogin(request, username, 'abc123'), await apiLogin(request, 'operator'));
  }

  private async call<T>(who: 'buyer' | 'operator', method: 'GET' | 'POST', path: string, data?: unknown, status?: number): Promise<T> {
    const token = who === 'buyer' ? this.token : this.operatorToken;
    const answer = method === 'GET'
      ? await this.request.get(path, { headers: bearer(token) })
      : await this.request.post(path, { headers: bearer(token), data: data ?? {} });
    expect(answer.ok(), `${method} ${path} answered ${answer.status()} ${await answer.text()}`).toBe(true);
    if (status !== undefined) expect(answer.status()).toBe(status);
    return (await answer.json()) as T;
  }

  /** Catalogue goods to order: the first SKU of goods on the mall's first page (moq respected). */
  private async pick(index: number): Promise<Goods> {
    if (this.goods.length === 0) {
      const page = await this.call<{ content: { id: number }[] }>('buyer', 'GET', '/api/goods?size=12&sort=newest');
      for (const card of page.content.slice(0, 6)) {
        const detail = await this.call<{ skus: { id: number; moq: number }[] }>('buyer', 'GET', `/api/goods/${card.id}`);
        const sku = detail.skus[0];
        if (sku) this.goods.push({ goodsId: card.id, skuId: sku.id, moq: sku.moq });
      }
    }
    const goods = this.goods[index % this.goods.length];
    if (!goods) throw new Error('no goods on the mall to order');
    return goods;
  }

  async addToCart(index = 0, quantity?: number): Promise<number> {
    const g = await this.pick(index);
    return (await this.call<{ id: number }>('buyer', 'POST', '/api/shopCart', { goodsId: g.goodsId, skuId: g.skuId, quantity: quantity ?? Math.max(g.moq, 3) })).id;
  }

  /** A product of interest (`/myInterest`), by link or by name; answers its id. */
  async addInterest(interest: { link?: string; name?: string; quantity: number; expectedPrice?: number; remarks?: string }): Promise<number> {
    return (await this.call<{ id: number }>('buyer', 'POST', '/api/interests', interest)).id;
  }

  /** An order of one line taken as far as `stage`, each step through its own call. */
  async orderAt(stage: Stage, index = 0): Promise<StoryOrder> {
    const g = await this.pick(index);
    const quantity = Math.max(g.moq, 20);
    const placed = await this.call<{ id: number; orderNo: string; lines: { id: number }[] }>('buyer', 'POST', '/api/orders',
      { source: 'buyNow', goodsId: g.goodsId, skuId: g.skuId, quantity });
    const order: StoryOrder = { id: placed.id, orderNo: placed.orderNo, lineId: placed.lines[0]?.id ?? 0, skuId: g.skuId, goodsId: g.goodsId, quantity };
    const reach = (s: Stage) => ORDER_OF_STAGES.indexOf(stage) >= ORDER_OF_STAGES.indexOf(s);
    if (reach('depositDue')) await this.call('operator', 'POST', `/api/orders/${order.id}/actions`, { action: 'accept' });
    if (reach('depositReview')) await this.pay(order, 'deposit');
    if (reach('awaitingStocking')) await this.approveLatest(order);
    if (reach('finalDue')) {
      await this.call('operator', 'POST', `/api/orders/${order.id}/stock-batches`, { lines: [{ lineId: order.lineId, quantity }] }, 201);
      await this.call('operator', 'POST', `/api/orders/${order.id}/complete-stocking`);
    }
    if (reach('pendingShipment')) {
      await this.pay(order, 'final');
      await this.approveLatest(order);
    }
    if (reach('shipping')) {
      order.shipmentId = await this.ship(order, Math.ceil(quantity / 2));
      await this.call('operator', 'POST', `/api/shipments/${order.shipmentId}/ship`, { logisticsCompany: 'VIETTEL_POST', trackingNo: `VTP${order.id}0042` });
    }
    if (reach('delivered')) await this.call('operator', 'POST', `/api/shipments/${order.shipmentId}/deliver`, {});
    return order;
  }

  private async pay(order: StoryOrder, kind: 'deposit' | 'final'): Promise<void> {
    const due = await this.call<{ amountVnd: number; lines: { lineId: number; stocked: number }[] }>('buyer', 'GET', `/api/payments/due?orderId=${order.id}&kind=${kind}`);
    const upload = await this.request.post('/api/payments/files', {
      headers: bearer(this.token), multipart: { file: { name: 'uy-nhiem-chi.png', mimeType: 'image/png', buffer: VOUCHER } },
    });
    expect(upload.ok(), `voucher upload answered ${upload.status()}`).toBe(true);
    const { key } = (await upload.json()) as { key: string };
    await this.call('buyer', 'POST', '/api/payments/bank-transfer', {
      orderId: order.id, kind, remitterName: 'Lê Thị Phương Thảo', remitterBank: 'Vietcombank', remittedAmount: due.amountVnd, voucherKey: key,
      ...(kind === 'final' ? { quantities: due.lines.map((l) => ({ lineId: l.lineId, quantity: l.stocked })) } : {}),
    }, 201);
  }

  /** The order's payment waiting for review (the deposit, or the balance), as the operator's queue lists it. */
  async waitingPayment(order: StoryOrder): Promise<{ id: number; serialNo: string }> {
    const page = await this.call<{ content: { id: number; serialNo: string; status: string }[] }>('operator', 'GET', `/api/payments/admin?orderId=${order.id}&size=5`);
    const waiting = page.content.find((p) => p.status === 'PENDING_REVIEW' || p.status === 'RE_REVIEW');
    if (!waiting) throw new Error(`no payment of order ${order.orderNo} waits for review`);
    return waiting;
  }

  /** The operator approves the order's payment waiting for review (the deposit, or the balance). */
  async approveLatest(order: StoryOrder): Promise<void> {
    const waiting = await this.waitingPayment(order);
    await this.call('operator', 'POST', `/api/payments/${waiting.id}/review`, { approve: true });
  }

  /** A shipment of `quantity` of the order's SKU to a Vietnamese address; answers its id. */
  async ship(order: StoryOrder, quantity: number): Promise<number> {
    return (await this.call<{ id: number }>('buyer', 'POST', '/api/shipments', {
      items: [{ skuId: order.skuId, quantity }], consignee: 'Lê Thị Phương Thảo', contact: '0912345678',
      address: '123 Đường Nguyễn Văn Linh, Phường Tân Thuận Tây, Quận 7, Thành phố Hồ Chí Minh',
    }, 201)).id;
  }

  /** A refund request on `quantity` units of the order's stock still in the warehouse; answers its id. */
  async refund(order: StoryOrder, quantity = 1): Promise<number> {
    return (await this.call<{ id: number }>('buyer', 'POST', '/api/refunds', {
      orderId: order.id, shipmentId: null, lineId: order.lineId, quantity, reason: 'Hàng bị trầy xước khi kiểm tra tại kho', imageKeys: [],
    }, 201)).id;
  }
}
