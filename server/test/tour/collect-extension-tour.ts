import { ok, type Cast } from './tour-kit';

/**
 * The collection extension (docs/collect-extension.md): the buyer connects a browser, the extension reads its session
 * and sends an item to the cart and to sourcing, the portal serves the packed extension (COLLECT_EXTENSION_DIR holds
 * a stand-in build, test/extension-factory.ts), and the buyer revokes the connection.
 */
export async function collectExtensionTour({ server, buyer }: Cast): Promise<void> {
  const issued = await ok(server, 'POST', '/api/collect/tokens', buyer, { label: 'Chrome tour' }) as { id: number; token: string };
  await ok(server, 'GET', '/api/collect/tokens', buyer);
  const headers = { 'x-collect-token': issued.token };
  await ok(server, 'GET', '/api/collect/extension/session', null, undefined, headers);
  const item = {
    platform: '1688', itemId: '639999000001', url: 'https://detail.1688.com/offer/639999000001.html', title: '不锈钢保温杯 500ml', shopName: '永康杯业',
    skus: [{ attrs: { 颜色: '黑色' }, price: 3900, moq: 1, stock: 10 }],
  };
  await ok(server, 'POST', '/api/collect/extension/send', null, { item, target: 'cart', lines: [{ attrs: { 颜色: '黑色' }, quantity: 2 }] }, headers);
  await ok(server, 'POST', '/api/collect/extension/send', null, { item, target: 'sourcing', remark: 'Hỏi giá sỉ', lines: [{ attrs: { 颜色: '黑色' }, quantity: 200 }] }, headers);
  await ok(server, 'GET', '/api/collect/extension/items', null, undefined, headers);
  for (const route of ['session', 'send', 'items']) {
    await ok(server, 'OPTIONS', `/api/collect/extension/${route}`, null, undefined, {
      origin: `chrome-extension://${'b'.repeat(32)}`, 'access-control-request-method': route === 'send' ? 'POST' : 'GET', 'access-control-request-headers': 'x-collect-token',
    });
  }
  await ok(server, 'GET', '/api/collect/extension/package/info', null);
  const res = await fetch(`${server.url}/api/collect/extension/package`);
  if (res.status !== 200) throw new Error(`GET /api/collect/extension/package answered ${res.status}`);
  const step = await fetch(`${server.url}/api/collect/extension/steps/1`);
  if (step.status !== 200) throw new Error(`GET /api/collect/extension/steps/1 answered ${step.status}`);
  await ok(server, 'DELETE', `/api/collect/tokens/${issued.id}`, buyer);
}
