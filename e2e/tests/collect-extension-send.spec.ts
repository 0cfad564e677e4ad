import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cartPageSchema } from '../../shared-contracts/src/api/cart';
import {
  collectSessionSchema, collectTokenIssuedSchema, collectTokenListSchema, COLLECT_TOKEN_HEADER, extensionPackageSchema,
} from '../../shared-contracts/src/api/collect-extension';
import { MessageKey } from '../../shared-contracts/src/api/message-keys';
import { orderSchema } from '../../shared-contracts/src/api/orders';
import { serverText, t } from '../../extension/src/shared/messages';
import { apiLogin } from '../pages/api-session';
import { clickInPanel, fixtureUrl, inPanel, launchWithExtension, panelPart, startFixtureServer, typeQuantity } from '../support/collect-extension';
import { expect, test } from '../support/portal-test';

/**
 * The collection extension against the portal (issue 29, the "done when" journey): a buyer creates a connection in
 * the portal, pastes its code into the extension's settings, sends two SKUs of a 1688 offer to the cart, finds them
 * in the cart and orders them, sends the offer again as a sourcing request; a revoked connection is refused with the text that says
 * how to reconnect.
 */
test('the portal offers the extension this checkout built: its version, size and checksum, and the zip itself', async ({ request }) => {
  const built = extensionPackageSchema.parse(JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../extension/dist/latest.json'), 'utf8')));
  const offered = extensionPackageSchema.parse(await (await request.get('/api/collect/extension/package/info')).json());
  expect(offered).toEqual(built);
  const zip = await (await request.get('/api/collect/extension/package')).body();
  expect({ bytes: zip.byteLength, sha256: crypto.createHash('sha256').update(zip).digest('hex') }).toEqual({ bytes: built.bytes, sha256: built.sha256 });
});

test('a buyer connects the extension, sends two SKUs of a 1688 offer to the cart, orders them, and a revoked connection is refused', async ({ request, portal }) => {
  const buyerToken = await apiLogin(request, 'buyer');
  const auth = { authorization: `Bearer ${buyerToken}` };
  const issued = collectTokenIssuedSchema.parse(await (await request.post('/api/collect/tokens', { headers: auth, data: { label: 'e2e Chromium' } })).json());
  const session = collectSessionSchema.parse(await (await request.get('/api/collect/extension/session', { headers: { [COLLECT_TOKEN_HEADER]: issued.token } })).json());
  const lang = session.language;
  const cartBefore = cartPageSchema.parse(await (await request.get('/api/shopCart/myCart?page=0&size=999', { headers: auth })).json());

  const fixtures = await startFixtureServer();
  const browser = await launchWithExtension(fixtures.port, { grantPortal: portal.url });
  try {
    // The settings page: paste the code, connect.
    const options = await browser.context.newPage();
    await options.goto(`chrome-extension://${browser.extensionId}/options.html`);
    await options.locator('#code').fill(issued.connectionCode);
    await options.locator('button.primary').click();
    await expect(options.getByRole('status')).toHaveText(t(lang, 'connectedAs', { user: session.userName, portal: portal.url }));

    // The 1688 offer: 10 of the first SKU, 5 of the fourth, to the cart.
    const page = await browser.context.newPage();
    await page.goto(fixtureUrl('1688/embedded.html'));
    await expect.poll(() => inPanel<boolean>(page, 'function () { return true; }').catch(() => false)).toBe(true);
    await clickInPanel(page, 'button.launcher');
    await expect.poll(() => panelPart(page, 'connection')).toBe(t(lang, 'connectedAs', { user: session.userName, portal: portal.url }));
    await typeQuantity(page, 0, '10');
    await typeQuantity(page, 3, '5');
    await clickInPanel(page, 'button[type="submit"]');
    await expect.poll(() => panelPart(page, 'result')).toBe(`${t(lang, 'sentCart', { lines: 2 })} ${t(lang, 'openInPortal')}`);
    const link = await inPanel<string>(page, 'function () { return this.querySelector("[data-part=result] a").href; }');
    expect(link.startsWith(`${portal.url}/`)).toBe(true);

    const cart = cartPageSchema.parse(await (await request.get('/api/shopCart/myCart?page=0&size=999', { headers: auth })).json());
    const added = cart.content.filter((line) => !cartBefore.content.some((old) => old.id === line.id));
    expect(added.map((line) => [line.sku?.attrs, line.quantity, line.goods?.ddc]).sort((a, b) => Number(b[1]) - Number(a[1]))).toEqual([
      [{ 'Màu sắc': 'Trắng', 尺码: 'M' }, 10, true],
      [{ 'Màu sắc': 'Đen', 尺码: 'M' }, 5, true],
    ]);

    // The buyer orders the two lines in the portal, at the prices collected from the page, for staff to check.
    const placed = await request.post('/api/orders', { headers: auth, data: { source: 'cart', cartIds: added.map((line) => line.id) } });
    expect(placed.status()).toBe(201);
    const order = orderSchema.parse(await placed.json());
    expect(order.status).toBe('depositPending');
    expect(order.lines.map((line) => [line.quantity, line.collectedPrice !== null, line.sourceUrl?.includes('detail.1688.com')]).sort((a, b) => Number(b[0]) - Number(a[0])))
      .toEqual([[10, true, true], [5, true, true]]);
    const cartOrdered = cartPageSchema.parse(await (await request.get('/api/shopCart/myCart?page=0&size=999', { headers: auth })).json());
    expect(cartOrdered.content.filter((line) => added.some((a) => a.id === line.id))).toEqual([]);

    // The same offer as a sourcing request with a remark: staff handle it, the cart is not touched.
    await clickInPanel(page, 'input[name="target"][value="sourcing"]');
    await clickInPanel(page, 'textarea');
    await page.keyboard.type('Need them packed in pairs');
    await clickInPanel(page, 'button[type="submit"]');
    await expect.poll(() => panelPart(page, 'result')).toBe(`${t(lang, 'sentSourcing')} ${t(lang, 'openInPortal')}`);
    const cartAfter = cartPageSchema.parse(await (await request.get('/api/shopCart/myCart?page=0&size=999', { headers: auth })).json());
    expect(cartAfter.totalElements).toBe(cartOrdered.totalElements);

    // Revoked in the portal: the next send is refused with the text that says how to reconnect.
    const tokens = collectTokenListSchema.parse(await (await request.get('/api/collect/tokens', { headers: auth })).json());
    expect((await request.delete(`/api/collect/tokens/${tokens.find((tk) => tk.id === issued.id)!.id}`, { headers: auth })).ok()).toBe(true);
    await clickInPanel(page, 'button[type="submit"]');
    await expect.poll(() => panelPart(page, 'error')).toBe(serverText(lang, MessageKey.collectTokenInvalid));
  } finally {
    await browser.close();
    await fixtures.close();
  }
});
