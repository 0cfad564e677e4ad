import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness';
import { remotes } from '../../db/schema';
import { REMOTE_REGISTRY_CACHE } from '../remotes/registry-cache';
import { IMMUTABLE, REVALIDATE } from './cache-policy';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const INDEX = '<!doctype html><html><body><div id="root"></div><script src="/main.0123abcd.js"></script></body></html>';
const CHUNK = `/* chunk */ ${'console.log("portal");\n'.repeat(200)}`;

let webRoot: string;
let server: TestServer;

/** The mall's drawn pages as remote-mall's build writes them (remote-mall/src/document-page/drawn-pages.ts). */
const MALL_DRAWN_PAGES = {
  schemaVersion: 1,
  patterns: ['/', '/mall', '/mall1', '/mallSearch', '/mallSearch/:word', '/mallDetail/:id'],
  homePaths: ['/', '/mall', '/mall1'],
  document: 'document/mall.html',
  prerendered: { '/mall': 'document/prerendered/mall.{locale}.html' },
  renderer: { file: 'server/render.cjs', export: 'renderMallPage' },
};

function write(relative: string, content: string): void {
  const file = path.join(webRoot, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** How many files under `dir` this process (the test server's) holds open. */
function openFilesUnder(dir: string): number {
  const fds = fs.readdirSync('/proc/self/fd');
  return fds.filter((fd) => {
    try {
      return fs.readlinkSync(`/proc/self/fd/${fd}`).startsWith(dir);
    } catch {
      return false; // closed since the listing
    }
  }).length;
}

/** A raw request: fetch() would normalise `..` away before it reached the server. */
function rawGet(urlPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: urlPath, method: 'GET', headers: { accept: '*/*' } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => { body += chunk.toString(); });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'web-root-'));
  write('host-shell/dist/index.html', INDEX);
  write('host-shell/dist/main.0123abcd.js', CHUNK);
  write('remote-mall/dist/remoteEntry.js', 'var mall;');
  write('remote-mall/dist/mf-manifest.json', JSON.stringify({ id: 'mall', name: 'mall' }));
  write('remote-mall/dist/266.90aeff51.js', CHUNK);
  write('secret.txt', 'must not be served');
  server = await startTestServer({ WEB_ROOT: webRoot });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('web: host page', () => {
  it.each(['/', '/mall', '/myCart', '/login', '/system/menu', '/mallSearch/usb.cable'])('answers %s with the host page', async (urlPath) => {
    const res = await server.call('GET', urlPath, { headers: { accept: HTML } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe(REVALIDATE);
    expect(res.body).toBe(INDEX);
  });

  it('answers /login with the login document once the host has one, and only /login', async () => {
    const LOGIN = '<!doctype html><html><body><div id="root"></div><script src="/login/login.89abcdef.js"></script></body></html>';
    write('host-shell/dist/login.html', LOGIN);
    write('host-shell/dist/login/login.89abcdef.js', CHUNK);
    try {
      for (const urlPath of ['/login', '/login?redirect=%2Fsystem%2Fmenu']) {
        const res = await server.call('GET', urlPath, { headers: { accept: HTML } });
        expect(res.status, urlPath).toBe(200);
        expect(res.headers.get('cache-control'), urlPath).toBe(REVALIDATE);
        expect(res.body, urlPath).toBe(LOGIN);
      }
      for (const urlPath of ['/register', '/login/x', '/loginx']) {
        const res = await server.call('GET', urlPath, { headers: { accept: HTML } });
        expect(res.body, urlPath).toBe(INDEX);
      }
      const script = await server.call('GET', '/login/login.89abcdef.js');
      expect(script.status).toBe(200);
      expect(script.headers.get('cache-control')).toBe(IMMUTABLE);
    } finally {
      fs.rmSync(path.join(webRoot, 'host-shell/dist/login.html'));
      fs.rmSync(path.join(webRoot, 'host-shell/dist/login'), { recursive: true });
    }
  });

  it('answers the registration pages with the registration document to visitors without a session', async () => {
    const REGISTER = '<!doctype html><html><body><div id="root"></div><script src="/register/register.89abcdef.js"></script></body></html>';
    write('host-shell/dist/register.html', REGISTER);
    write('host-shell/dist/register/register.89abcdef.js', CHUNK);
    try {
      for (const urlPath of ['/register', '/register/purchaser', '/register/enterprise', '/register/cooperation', '/register/purchaser?from=mall']) {
        const res = await server.call('GET', urlPath, { headers: { accept: HTML, cookie: 'language=vi; mf_bucket=abc' } });
        expect(res.status, urlPath).toBe(200);
        expect(res.headers.get('cache-control'), urlPath).toBe(REVALIDATE);
        expect(res.body, urlPath).toBe(REGISTER);
      }
      // A signed-in user's registration address stays the portal's; other addresses never get the document.
      const signedIn = await server.call('GET', '/register/purchaser', { headers: { accept: HTML, cookie: 'language=vi; SHL-TOEKN=abc.def' } });
      expect(signedIn.body).toBe(INDEX);
      for (const urlPath of ['/register/admin', '/registerx', '/register/purchaser/x']) {
        const res = await server.call('GET', urlPath, { headers: { accept: HTML } });
        expect(res.body, urlPath).toBe(INDEX);
      }
      const script = await server.call('GET', '/register/register.89abcdef.js');
      expect(script.status).toBe(200);
      expect(script.headers.get('cache-control')).toBe(IMMUTABLE);
    } finally {
      fs.rmSync(path.join(webRoot, 'host-shell/dist/register.html'));
      fs.rmSync(path.join(webRoot, 'host-shell/dist/register'), { recursive: true });
    }
  });

  it("answers a page document's address with its copy drawn in the visitor's language when the build has one", async () => {
    const LOGIN = '<!doctype html><html><body><div id="root"></div></body></html>';
    const drawn = (text: string) => `<!doctype html><html><body><div id="root" inert><h1>${text}</h1></div></body></html>`;
    write('host-shell/dist/login.html', LOGIN);
    write('host-shell/dist/register.html', LOGIN);
    write('host-shell/dist/prerendered/login.vi.html', drawn('Đăng nhập'));
    write('host-shell/dist/prerendered/login.cn.html', drawn('登录'));
    write('host-shell/dist/prerendered/register.purchaser.en.html', drawn('Register as a purchaser'));
    try {
      const page = async (urlPath: string, headers: Record<string, string>) =>
        server.call('GET', urlPath, { headers: { accept: HTML, ...headers } });
      // The language cookie first, then the browser's languages, then Chinese (SPEC §9).
      expect((await page('/login', { cookie: 'language=vi', 'accept-language': 'en' })).body).toBe(drawn('Đăng nhập'));
      expect((await page('/login', { 'accept-language': 'fr, vi-VN;q=0.9' })).body).toBe(drawn('Đăng nhập'));
      const chinese = await page('/login?redirect=%2Fmall', {});
      expect(chinese.body).toBe(drawn('登录'));
      expect(chinese.headers.get('vary')).toMatch(/cookie.*accept-language/i);
      expect(chinese.headers.get('cache-control')).toBe(REVALIDATE);
      expect((await page('/register/purchaser', { cookie: 'language=en' })).body).toBe(drawn('Register as a purchaser'));
      // No copy in that language or at that address: the document itself, drawn by its script.
      expect((await page('/login', { cookie: 'language=en' })).body).toBe(LOGIN);
      expect((await page('/register/enterprise', { cookie: 'language=en' })).body).toBe(LOGIN);
      // The copies are the page documents' only: another address never reaches them.
      expect((await page('/mall', { cookie: 'language=vi' })).body).toBe(INDEX);
    } finally {
      for (const file of ['login.html', 'register.html', 'prerendered']) fs.rmSync(path.join(webRoot, 'host-shell/dist', file), { recursive: true });
    }
  });

  it("answers the mall's public pages with the mall document to visitors without a session, while the built-in mall is live", async () => {
    const MALL = '<!doctype html><html><body><div id="root"></div><script src="/mall/mall.89abcdef.js"></script></body></html>';
    const drawn = (text: string) => `<!doctype html><html><body><div id="root" inert><h1>${text}</h1></div></body></html>`;
    write('remote-mall/dist/drawn-pages.json', JSON.stringify(MALL_DRAWN_PAGES));
    write('remote-mall/dist/document/mall.html', MALL);
    write('remote-mall/dist/document/prerendered/mall.vi.html', drawn('Trang chủ'));
    const page = (urlPath: string, cookie = 'language=vi') => server.call('GET', urlPath, { headers: { accept: HTML, cookie } });
    const setMall = async (change: Partial<typeof remotes.$inferInsert>) => {
      await server.app.db.update(remotes).set(change).where(eq(remotes.name, 'mall'));
      await server.app.sharedCaches.changed(REMOTE_REGISTRY_CACHE);
    };
    try {
      // No renderer here: the home's addresses share the copy drawn at /mall at build time; the other pages are drawn
      // by the script.
      for (const urlPath of ['/', '/mall', '/mall1', '/mall?from=ad']) expect((await page(urlPath)).body, urlPath).toBe(drawn('Trang chủ'));
      expect((await page('/mall', 'language=en')).body).toBe(MALL);
      for (const urlPath of ['/mallSearch', '/mallSearch/ao%20thun', '/mallDetail/42']) {
        const res = await page(urlPath);
        expect(res.body, urlPath).toBe(MALL);
        expect(res.headers.get('vary'), urlPath).toMatch(/cookie.*accept-language/i);
      }
      // Other mall addresses, and a signed-in user's, are the portal's.
      for (const urlPath of ['/mallDdc', '/myCart', '/mallDetail', '/mallDetail/42/x']) expect((await page(urlPath)).body, urlPath).toBe(INDEX);
      expect((await page('/mallDetail/42', 'language=vi; SHL-TOEKN=abc.def')).body).toBe(INDEX);
      // A version with no drawn pages in the storage, one served from another origin, or a switched-off mall: the
      // portal loads what the registry names (deployed versions' drawn pages: drawn-versions.test.ts).
      await setMall({ manifestUrl: '/remotes/mall/v/1.1.0/mf-manifest.json', version: '1.1.0' });
      expect((await page('/mallDetail/42')).body).toBe(INDEX);
      await setMall({ manifestUrl: 'https://cdn.example.com/mall/1.2.0/mf-manifest.json', version: '1.2.0' });
      expect((await page('/mall')).body).toBe(INDEX);
      // A canary whose version is not in the registry (removed) hands everyone the active version.
      await setMall({ manifestUrl: '/remotes/mall/mf-manifest.json', version: 'built-in', canaryVersion: '1.1.0', canaryPercent: 100 });
      expect((await page('/mallDetail/42')).body).toBe(MALL);
      await setMall({ canaryVersion: null, canaryPercent: 0, enabled: false });
      expect((await page('/mall')).body).toBe(INDEX);
      await setMall({ enabled: true });
      expect((await page('/mallDetail/42')).body).toBe(MALL);
    } finally {
      for (const file of ['drawn-pages.json', 'document']) fs.rmSync(path.join(webRoot, 'remote-mall/dist', file), { recursive: true });
    }
  });

  it("draws the mall's home, search and product pages at request time with the mall's renderer, which never leaves the server", async () => {
    const MALL = '<!doctype html><html><body><div id="root"></div><script src="/remotes/mall/document/mall/mall.89abcdef.js"></script></body></html>';
    write('remote-mall/dist/drawn-pages.json', JSON.stringify(MALL_DRAWN_PAGES));
    write('remote-mall/dist/document/mall.html', MALL);
    // A renderer as the mall's build ships it (remote-mall/src/document-page/render-mall-page.node.tsx): its requests
    // are answered by this server's routes.
    write('remote-mall/dist/server/render.cjs', `exports.renderMallPage = async (template, address, locale) => {
      if (address.includes('broken')) throw new Error('cannot draw');
      const health = await (await fetch('http://portal.render/api/health')).json();
      return template.replace('<div id="root"></div>', '<div id="root" inert>' + address + ' ' + locale + ' ' + health.status + '</div>');
    };`);
    try {
      const page = await server.call('GET', '/mallSearch/ao%20thun?sort=newest', { headers: { accept: HTML, cookie: 'language=vi' } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('cache-control')).toBe(REVALIDATE);
      expect(page.body).toContain('<div id="root" inert>/mallSearch/ao%20thun?sort=newest vi ok</div>');
      // The home too, at each of its addresses, with its catalogue's data.
      for (const home of ['/', '/mall', '/mall1?from=ad']) {
        const drawn = await server.call('GET', home, { headers: { accept: HTML, cookie: 'language=en' } });
        expect(drawn.body, home).toContain(`<div id="root" inert>${home} en ok</div>`);
      }
      // A drawing that fails: the document as built, which draws itself.
      expect((await server.call('GET', '/mallDetail/broken', { headers: { accept: HTML } })).body).toBe(MALL);
      // Each page was sent once: nothing else was opened to be sent after it and left open (a file per visitor once,
      // until the process ran out of files). A file sent on top is opened after the page has gone: give it the time to
      // be opened, then to be closed (a slow machine may still be sending it), as a leaked one never is.
      await new Promise((resolve) => { setTimeout(resolve, 300); });
      await vi.waitFor(() => expect(openFilesUnder(webRoot)).toBe(0), { timeout: 5_000 });
      // The renderer is server code: never sent, whatever the browser asks for.
      for (const accept of ['*/*', HTML]) {
        const res = await server.call('GET', '/remotes/mall/server/render.cjs', { headers: { accept } });
        expect(res.status, accept).toBe(404);
        expect(JSON.stringify(res.body), accept).not.toContain('renderMallPage');
      }
    } finally {
      for (const file of ['drawn-pages.json', 'document', 'server']) fs.rmSync(path.join(webRoot, 'remote-mall/dist', file), { recursive: true });
    }
  });

  it('serves the host chunks for a long time, compressed', async () => {
    const res = await fetch(`${server.url}/main.0123abcd.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toBe(CHUNK);
  });

  it('answers a missing built file with a JSON 404 unless a page is asked for', async () => {
    const res = await server.call('GET', '/main.deadbeef.js', { headers: { accept: '*/*' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, message: 'error.notFound' });
  });
});

describe('web: remotes', () => {
  it('serves a remote manifest and entry, always revalidated', async () => {
    const manifest = await server.call('GET', '/remotes/mall/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.body).toEqual({ id: 'mall', name: 'mall' });
    expect(manifest.headers.get('cache-control')).toBe(REVALIDATE);
    const entry = await server.call('GET', '/remotes/mall/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toMatch(/javascript/);
    expect(entry.headers.get('cache-control')).toBe(REVALIDATE);
  });

  it('serves content-hashed remote chunks for a year', async () => {
    const res = await server.call('GET', '/remotes/mall/266.90aeff51.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('answers a missing file or a remote that is not built with a JSON 404, even for a page request', async () => {
    for (const urlPath of ['/remotes/mall/nothing.js', '/remotes/orders/remoteEntry.js', '/remotes/Bad_Name/remoteEntry.js']) {
      const res = await server.call('GET', urlPath, { headers: { accept: HTML } });
      expect(res.status, urlPath).toBe(404);
      expect(res.body, urlPath).toEqual({ status: 404, message: 'error.notFound' });
    }
  });

  it('never lets a browser cache the 404 of a hashed file, so it loads once deployed', async () => {
    const missing = await server.call('GET', '/remotes/mall/999.0badc0de.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control') ?? '').not.toMatch(/max-age=[1-9]|immutable/);
    write('remote-mall/dist/999.0badc0de.js', CHUNK);
    const deployed = await server.call('GET', '/remotes/mall/999.0badc0de.js');
    expect(deployed.status).toBe(200);
    expect(deployed.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('serves a build kept beside the current one, for rollback', async () => {
    write('remote-mall-1.2.0/dist/remoteEntry.js', 'var mall; // 1.2.0');
    const res = await server.call('GET', '/remotes/mall-1.2.0/remoteEntry.js');
    expect(res.status).toBe(200);
    expect(res.body).toBe('var mall; // 1.2.0');
  });

  it('picks up a remote built after the server started', async () => {
    write('remote-orders/dist/remoteEntry.js', 'var orders;');
    const res = await server.call('GET', '/remotes/orders/remoteEntry.js');
    expect(res.status).toBe(200);
    expect(res.body).toBe('var orders;');
  });
});

describe('web: the API keeps its JSON answers', () => {
  it.each(['/api/no-such-thing', '/auth/no-such-thing', '/api', '/avatar'])('%s is a JSON 404, even for a page request', async (urlPath) => {
    const res = await server.call('GET', urlPath, { headers: { accept: HTML } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, message: 'error.notFound' });
  });

  it('leaves /avatar/* to the avatar route: an error there is JSON, never the host page', async () => {
    const res = await server.call('GET', '/avatar/nobody.png', { headers: { accept: HTML } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({ status: res.status, message: expect.any(String) });
  });

  it('leaves other methods to the JSON 404', async () => {
    const res = await server.call('POST', '/myCart', { body: {} });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, message: 'error.notFound' });
  });

  it('still answers the API', async () => {
    const res = await server.call('GET', '/api/health');
    expect(res.status).toBe(200);
  });
});

describe('web: path traversal', () => {
  it.each([
    '/remotes/mall/../../secret.txt',
    '/remotes/mall/..%2f..%2fsecret.txt',
    '/remotes/mall/%2e%2e/%2e%2e/secret.txt',
    '/remotes/..%2f..%2f/secret.txt',
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/host-shell/..%5c..%5csecret.txt',
    '/remotes/mall/%00remoteEntry.js',
  ])('refuses %s', async (urlPath) => {
    const res = await rawGet(urlPath);
    expect([400, 403, 404]).toContain(res.status);
    expect(res.body).not.toContain('must not be served');
    expect(() => JSON.parse(res.body)).not.toThrow();
  });
});
