import { expect, type APIRequestContext } from '@playwright/test';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The order calls a journey takes without their screens (docs/orders.md): finding a buyer's order, accepting it. */
export class OrderApi {
  constructor(private readonly request: APIRequestContext, private readonly token: string) {}

  /** The id of the signed-in buyer's order numbered `orderNo` (`GET api/orders/mine?keyword`). */
  async idOf(orderNo: string): Promise<number> {
    const answer = await this.request.get('/api/orders/mine', { headers: bearer(this.token), params: { keyword: orderNo } });
    expect(answer.ok(), `orders/mine?keyword=${orderNo} answered ${answer.status()}`).toBe(true);
    const { content } = (await answer.json()) as { content: { id: number; orderNo: string }[] };
    const order = content.find((o) => o.orderNo === orderNo);
    expect(order, `order ${orderNo} among the buyer's`).toBeDefined();
    return order?.id ?? 0;
  }

  /** `POST api/orders/{id}/actions` with `accept`, as an operator with order:accept does from the acceptance queue. */
  async accept(id: number): Promise<void> {
    const answer = await this.request.post(`/api/orders/${id}/actions`, { headers: bearer(this.token), data: { action: 'accept' } });
    expect(answer.ok(), `accepting order ${id} answered ${answer.status()} ${await answer.text()}`).toBe(true);
  }
}
