// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECT_TOKEN_HEADER } from 'shared-contracts/api/collect-extension';
import { fetchSession, sendItem } from './portal-client';

const token = `pct_${'b'.repeat(43)}`;
const seen: { method: string; url: string; token: string | undefined; cookie: string | undefined; body: string }[] = [];
let portal = '';
// A real HTTP server standing for the portal's two extension routes, answering as the contract says.
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => { body += chunk.toString(); });
  req.on('end', () => {
    seen.push({ method: req.method!, url: req.url!, token: req.headers[COLLECT_TOKEN_HEADER] as string | undefined, cookie: req.headers.cookie, body });
    res.setHeader('content-type', 'application/json');
    if (req.headers[COLLECT_TOKEN_HEADER] !== token) {
      res.statusCode = 401;
      res.end(JSON.stringify({ status: 401, message: 'mall.collectTokenInvalid' }));
    } else if (req.url === '/api/collect/extension/session') {
      res.end(JSON.stringify({ userName: 'buyer1', language: 'vi', cartCount: 3 }));
    } else if (req.url === '/api/collect/extension/send') {
      res.end(JSON.stringify({ goodsId: 7, created: true, catalogue: false, target: 'cart', cartLines: 2, sourcingId: null, portalPath: '/myCart' }));
    } else {
      res.statusCode = 500;
      res.end('oops');
    }
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => { server.listen(0, '127.0.0.1', resolve); });
  portal = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => { server.close(); });

const payload = {
  item: { platform: '1688' as const, itemId: '1', url: 'https://detail.1688.com/offer/1.html', title: 'T', shopName: 'S', images: [], description: '', skus: [{ attrs: { 颜色: '红' }, price: 100, moq: 1, stock: 0 }] },
  lines: [{ attrs: { 颜色: '红' }, quantity: 2 }], target: 'cart' as const, remark: '',
};

describe('portal client', () => {
  it('asks the session with the token header', async () => {
    expect(await fetchSession({ portal, token })).toEqual({ ok: true, value: { userName: 'buyer1', language: 'vi', cartCount: 3 } });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/collect/extension/session', token, cookie: undefined });
  });

  it('posts the send request and reads the result', async () => {
    expect(await sendItem({ portal, token }, payload)).toMatchObject({ ok: true, value: { cartLines: 2, portalPath: '/myCart' } });
    expect(JSON.parse(seen.at(-1)!.body)).toEqual(payload);
  });

  it("answers the server's message key on a refusal, and the extension's own when the portal is unreachable", async () => {
    expect(await fetchSession({ portal, token: `pct_${'c'.repeat(43)}` })).toEqual({ ok: false, status: 401, key: 'mall.collectTokenInvalid' });
    expect(await fetchSession({ portal: 'http://127.0.0.1:9', token })).toEqual({ ok: false, status: 0, key: 'extension.network' });
  });

  it('never sends a request the contract refuses', async () => {
    const before = seen.length;
    expect(await sendItem({ portal, token }, { ...payload, lines: [] })).toEqual({ ok: false, status: 0, key: 'extension.itemInvalid' });
    expect(await sendItem({ portal, token }, { ...payload, item: { ...payload.item, title: 'bad\u0000title' } })).toMatchObject({ key: 'extension.itemInvalid' });
    expect(seen).toHaveLength(before);
  });
});
