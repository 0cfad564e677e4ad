import type { Cast } from './tour-kit';

/**
 * Answers that refuse, one of each kind the document lists (their body is the same `{status, message}` everywhere):
 * bad input, no token, no right, nothing there, a step the order's state does not allow.
 */
export async function refusalTour({ server, operator, buyer }: Cast): Promise<void> {
  const expectStatus = async (status: number, method: string, path: string, token?: string, body?: unknown) => {
    const res = await server.call(method, path, { token, ...(body === undefined ? {} : { body }) });
    if (res.status !== status) throw new Error(`${method} ${path} answered ${res.status}, not ${status}: ${JSON.stringify(res.body)}`);
    return res.body;
  };
  await expectStatus(400, 'POST', '/api/interests', buyer.token, { quantity: 0 });
  await expectStatus(401, 'GET', '/api/orders/mine');
  await expectStatus(403, 'GET', '/api/orders/admin', buyer.token);
  await expectStatus(404, 'GET', '/api/orders/999999', buyer.token);
  const goods = await expectStatus(200, 'GET', '/api/goods?size=1');
  const first = goods.content[0];
  const detail = await expectStatus(200, 'GET', `/api/goods/${first.id}`);
  const order = await expectStatus(201, 'POST', '/api/orders', buyer.token, { source: 'buyNow', goodsId: first.id, skuId: detail.skus[0].id, quantity: 1 });
  await expectStatus(200, 'POST', `/api/orders/${order.id}/actions`, operator.token, { action: 'accept' });
  await expectStatus(409, 'POST', `/api/orders/${order.id}/actions`, operator.token, { action: 'accept' });
}
