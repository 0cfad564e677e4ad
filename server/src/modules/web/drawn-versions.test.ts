import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_COOKIE } from 'shared-contracts/api/auth-login';
import type { Remote } from 'shared-contracts/api/remotes';
import { remoteLoadFailures } from '../../db/schema';
import { canaryBucket } from '../deploy/canary';
import { compatibleBuild, deployed, useDeployServer } from '../deploy/deploy-server-kit';
import { remoteZip, uploadArchive, writeFile } from '../deploy/test-kit';
import { BUCKET_COOKIE } from '../remotes/bucket-cookie';

/**
 * The mall's public pages drawn, for a visitor without a session, by the version the registry hands that visitor
 * (docs/federation.md "Drawn pages"): the built-in build, an uploaded version after activation or rollback, each
 * side of a canary. The builds are small real ones: a document, its copies drawn at build time and a render bundle
 * as remote-mall's build writes them (render-runner.cjs runs it in the sandboxed drawing process).
 */
const { server, tokens, webRoot, dataDir } = useDeployServer(['admin']);

const HTML = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8';
const DRAWN_PAGES = {
  schemaVersion: 1,
  patterns: ['/', '/mall', '/mallSearch/:word', '/mallDetail/:id'],
  homePaths: ['/', '/mall'],
  document: 'document/mall.html',
  prerendered: { '/mall': 'document/prerendered/mall.{locale}.html' },
  renderer: { file: 'server/render.cjs', export: 'renderMallPage' },
};
/** The version's one inline script: its own text, so its own hash in the CSP. */
const inlineScriptOf = (release: string) => `document.documentElement.dataset.release=${JSON.stringify(release)}`;
const hashOf = (script: string) => `'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`;
const documentOf = (release: string) => '<!doctype html><html><body><div id="root"></div>'
  + `<script>${inlineScriptOf(release)}</script><script defer src="/remotes/mall/document/mall/mall.0123abcd.js"></script></body></html>`;

/**
 * The files of a mall build whose drawn pages say `heading` in the visitor's language (`fail`: its drawing throws
 * anywhere but at `/`, the address its trial at upload draws, as a build that fails on the live catalogue would).
 */
function drawnPagesFiles(heading: Record<'en' | 'cn' | 'vi', string>, opts: { fail?: boolean } = {}): Record<string, string> {
  const render = opts.fail
    ? 'exports.renderMallPage = async (template, address) => { if (address !== "/") throw new Error("this build cannot draw"); return template; };'
    : `const HEADING = ${JSON.stringify(heading)};
       exports.renderMallPage = async (template, address, locale) =>
         template.replace('<div id="root"></div>', '<div id="root" inert><h1>' + HEADING[locale] + '</h1><p>' + address + '</p></div>');`;
  const document = documentOf(heading.en);
  return {
    'drawn-pages.json': JSON.stringify(DRAWN_PAGES),
    'document/mall.html': document,
    'document/mall/mall.0123abcd.js': `console.log(${JSON.stringify(heading.en)});`,
    ...Object.fromEntries((['en', 'cn', 'vi'] as const).map((locale) => [
      `document/prerendered/mall.${locale}.html`, document.replace('<div id="root"></div>', `<div id="root" inert><h1>${heading[locale]} (built)</h1></div>`),
    ])),
    'server/render.cjs': render,
  };
}

/**
 * A build of the orders remote that draws public pages of its own (the trading hall's buyer pages), at addresses the
 * mall does not draw, and at `also`, addresses the mall may draw (which refuses the upload).
 */
function tradingHallFiles(also: string[] = []): Record<string, string> {
  const document = '<!doctype html><html><body><div id="root"></div><script defer src="/remotes/orders/document/hall.4567cdef.js"></script></body></html>';
  return {
    'drawn-pages.json': JSON.stringify({
      schemaVersion: 1,
      patterns: ['/tradingHall', '/tradingHall/:id', ...also],
      homePaths: [],
      document: 'document/hall.html',
      prerendered: {},
      renderer: { file: 'server/hall.cjs', export: 'renderHallPage' },
    }),
    'document/hall.html': document,
    'document/hall.4567cdef.js': 'console.log("trading hall");',
    'server/hall.cjs': `const HEADING = { en: 'Trading hall', cn: '交易大厅', vi: 'Sàn giao dịch' };
      exports.renderHallPage = async (template, address, locale) =>
        template.replace('<div id="root"></div>', '<div id="root" inert><h1>' + HEADING[locale] + '</h1><p>' + address + '</p></div>');`,
  };
}

const BUILT_IN = { en: 'Procurement mall', cn: '采购商城', vi: 'Chợ mua sắm' };
const V2 = { en: 'The new mall 2', cn: '新商城 2', vi: 'Chợ mới 2' };
const V3 = { en: 'The canary mall 3', cn: '金丝雀商城 3', vi: 'Chợ thử 3' };

const post = (urlPath: string, body?: unknown) => server.call('POST', urlPath, { token: tokens.admin, body });
const page = (urlPath: string, headers: Record<string, string> = {}) => server.call('GET', urlPath, { headers: { accept: HTML, ...headers } });
const headingOf = (html: string) => /<h1>(.*?)<\/h1>/.exec(html)?.[1] ?? null;
const scriptsOf = (html: string) => [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
const hostIndex = () => fs.readFileSync(path.join(webRoot, 'host-shell/dist/index.html'), 'utf8');
const cspOf = (res: { headers: Headers }) => res.headers.get('content-security-policy') ?? '';

beforeAll(async () => {
  for (const [file, text] of Object.entries(drawnPagesFiles(BUILT_IN))) writeFile(webRoot, `remote-mall/dist/${file}`, text);
  await deployed(server, tokens.admin, await compatibleBuild(server, 'mall', { files: drawnPagesFiles(V2) }), '2.0.0');
  await deployed(server, tokens.admin, await compatibleBuild(server, 'mall', { files: drawnPagesFiles(V3) }), '3.0.0');
  // An older build: no drawn pages of its own.
  await deployed(server, tokens.admin, await compatibleBuild(server, 'mall'), '1.5.0');
  await deployed(server, tokens.admin, await compatibleBuild(server, 'mall', { files: drawnPagesFiles(V2, { fail: true }) }), '2.9.0');
  await deployed(server, tokens.admin, await compatibleBuild(server, 'orders', { files: tradingHallFiles() }), '2.0.0');
});

describe('drawn pages of deployed versions', () => {
  it('draws the activated version in each language, and the built-in build again at once after a rollback', async () => {
    expect(headingOf((await page('/mall', { 'accept-language': 'en' })).body)).toBe(BUILT_IN.en);
    expect((await post('/api/remotes/mall/activate', { version: '2.0.0' })).status).toBe(200);
    // The activation has the server copy the version's drawn pages and start its drawing process before its first page.
    await expect.poll(() => fs.existsSync(path.join(dataDir, 'drawn-pages/mall/2.0.0/drawn-pages.json'))).toBe(true);
    for (const [language, locale] of [['en-GB,en;q=0.9', 'en'], ['zh-CN,zh;q=0.9', 'cn'], ['vi-VN,vi;q=0.9', 'vi']] as const) {
      const res = await page('/mall', { 'accept-language': language });
      expect(res.status).toBe(200);
      expect(headingOf(res.body), language).toBe(V2[locale]);
      // The document loads the version's own scripts, served from the storage.
      expect(scriptsOf(res.body)).toEqual(['/remotes/mall/v/2.0.0/document/mall/mall.0123abcd.js']);
    }
    expect(headingOf((await page('/mallDetail/42', { cookie: 'language=vi' })).body)).toBe(V2.vi);
    const script = await server.call('GET', '/remotes/mall/v/2.0.0/document/mall/mall.0123abcd.js');
    expect(script.body).toContain(V2.en);
    // The CSP allows the document's scripts: this site's ('self'), and its inline script by hash, this version's only.
    const csp = cspOf(await page('/mall'));
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).toContain(hashOf(inlineScriptOf(V2.en)));
    expect(csp).not.toContain(hashOf(inlineScriptOf(BUILT_IN.en)));

    expect((await post('/api/remotes/mall/rollback')).status).toBe(200);
    const back = await page('/mall', { 'accept-language': 'vi' });
    expect(headingOf(back.body)).toBe(BUILT_IN.vi);
    expect(cspOf(back)).toContain(hashOf(inlineScriptOf(BUILT_IN.en)));
    expect(cspOf(back)).not.toContain(hashOf(inlineScriptOf(V2.en)));
    expect(scriptsOf(back.body)).toEqual(['/remotes/mall/document/mall/mall.0123abcd.js']);
  });

  it('draws each side of a canary with its own version, as the registry hands that visitor', async () => {
    expect((await post('/api/remotes/mall/activate', { version: '2.0.0' })).status).toBe(200);
    expect((await post('/api/remotes/mall/canary', { version: '3.0.0', percent: 50 })).status).toBe(200);
    const ids = Array.from({ length: 40 }, (_, i) => `visitor-bucket-id-${String(i).padStart(4, '0')}`);
    const inCanary = ids.find((id) => canaryBucket('mall', '3.0.0', id) < 50);
    const outside = ids.find((id) => canaryBucket('mall', '3.0.0', id) >= 50);
    if (!inCanary || !outside) throw new Error('no bucket ids on both sides of the split');
    for (const [id, version, heading] of [[inCanary, '3.0.0', V3], [outside, '2.0.0', V2]] as const) {
      const cookie = `${BUCKET_COOKIE}=${id}; language=cn`;
      const res = await page('/mall', { cookie });
      expect(headingOf(res.body), id).toBe(heading.cn);
      expect(scriptsOf(res.body)).toEqual([`/remotes/mall/v/${version}/document/mall/mall.0123abcd.js`]);
      expect(res.headers.get('set-cookie')).toBeNull();
      // The registry the document reads next names the same version.
      const registry = await server.call('GET', '/api/remotes', { headers: { cookie } });
      expect(registry.body.find((r: { name: string }) => r.name === 'mall').version).toBe(version);
    }
    // A first visit gets its bucket id with the page, and the registry agrees with the page it drew.
    const first = await page('/mall', { cookie: 'language=en' });
    const id = /^mf_bucket=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
    expect(id).not.toBe('');
    const expected = canaryBucket('mall', '3.0.0', id) < 50 ? V3 : V2;
    expect(headingOf(first.body)).toBe(expected.en);
    const registry = await server.call('GET', '/api/remotes', { headers: { cookie: `${BUCKET_COOKIE}=${id}` } });
    expect(registry.body.find((r: { name: string }) => r.name === 'mall').version).toBe(expected === V3 ? '3.0.0' : '2.0.0');
    expect((await post('/api/remotes/mall/canary/abandon')).status).toBe(200);
  });

  it('sends the portal for a version built without drawn pages, and to a signed-in visitor', async () => {
    expect((await post('/api/remotes/mall/activate', { version: '1.5.0' })).status).toBe(200);
    const index = hostIndex();
    expect((await page('/mall', { 'accept-language': 'en' })).body).toBe(index);
    expect((await page('/mallDetail/42')).body).toBe(index);
    expect((await post('/api/remotes/mall/activate', { version: '2.0.0' })).status).toBe(200);
    expect(headingOf((await page('/mall')).body)).toBe(V2.cn);
    expect((await page('/mall', { cookie: `${TOKEN_COOKIE}=${tokens.admin}` })).body).toBe(index);
  });

  it('counts a failed drawing against the version that drew it, and sends its document as built', async () => {
    expect((await post('/api/remotes/mall/activate', { version: '2.9.0' })).status).toBe(200);
    const res = await page('/mall', { 'accept-language': 'en' });
    // The home's copy drawn at build time, its scripts from the version's folder.
    expect(headingOf(res.body)).toBe(`${V2.en} (built)`);
    expect(scriptsOf(res.body)).toEqual(['/remotes/mall/v/2.9.0/document/mall/mall.0123abcd.js']);
    await expect.poll(async () => (await server.database.db.select().from(remoteLoadFailures)
      .where(and(eq(remoteLoadFailures.remote, 'mall'), eq(remoteLoadFailures.version, '2.9.0')))).length).toBe(1);
  });

  it("refuses a build of another remote that would draw an address the mall draws now, and stores nothing", async () => {
    const build = await compatibleBuild(server, 'orders', { files: tradingHallFiles(['/mallDetail/:goodsId', '/mall']) });
    const res = await uploadArchive(server.url, tokens.admin, remoteZip(build), { name: 'orders', version: '2.1.0' });
    expect(res.status).toBe(409);
    const remotes = (await server.call('GET', '/api/remotes', { token: tokens.admin })).body as Remote[];
    const live = remotes.find((remote) => remote.name === 'mall')?.version;
    expect(live).toBeTruthy();
    expect(res.body).toMatchObject({
      message: 'deploy.refused',
      problems: [
        { kind: 'drawnAddressTaken', module: '/mallDetail/:goodsId', remote: 'mall', provided: live, detail: '/mallDetail/:id' },
        { kind: 'drawnAddressTaken', module: '/mall', remote: 'mall', provided: live, detail: '/mall' },
      ],
    });
    const versions = await server.call('GET', '/api/deploy/versions?remote=orders', { token: tokens.admin });
    expect(versions.status).toBe(200);
    expect((versions.body as { version: string }[]).map((v) => v.version)).not.toContain('2.1.0');
    // Its own addresses alone are its to draw.
    expect((await uploadArchive(server.url, tokens.admin, remoteZip({ ...build, files: tradingHallFiles() }), { name: 'orders', version: '2.1.0' })).status).toBe(201);
  });

  it('refuses to put live a stored version whose address another remote has drawn since, and lists why', async () => {
    const remotes = (await server.call('GET', '/api/remotes', { token: tokens.admin })).body as Remote[];
    const mall = remotes.find((remote) => remote.name === 'mall') as Remote;
    const switchMall = (enabled: boolean) => server.call('PUT', '/api/remotes', { token: tokens.admin, body: { ...mall, enabled } });
    // Stored while the mall was switched off (drawing nothing), so the upload had nothing to refuse.
    expect((await switchMall(false)).status).toBe(200);
    const build = await compatibleBuild(server, 'orders', { files: tradingHallFiles(['/mall']) });
    expect((await uploadArchive(server.url, tokens.admin, remoteZip(build), { name: 'orders', version: '2.3.0' })).status).toBe(201);
    expect((await switchMall(true)).status).toBe(200);
    const taken = { kind: 'drawnAddressTaken', module: '/mall', remote: 'mall', provided: mall.version, detail: '/mall' };
    const refused = await post('/api/remotes/orders/activate', { version: '2.3.0' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'deploy.refused', problems: [taken] });
    expect((await post('/api/remotes/orders/canary', { version: '2.3.0', percent: 10 })).status).toBe(409);
    const listed = (await server.call('GET', '/api/deploy/versions?remote=orders', { token: tokens.admin })).body as { version: string; problems: unknown[] }[];
    expect(listed.find((v) => v.version === '2.3.0')?.problems).toEqual([taken]);
    expect(listed.find((v) => v.version === '2.0.0')?.problems).toEqual([]);
    expect(headingOf((await page('/mall', { 'accept-language': 'en' })).body)).not.toBe('Trading hall');
  });

  it("draws another remote's public pages with that remote's version, and leaves the mall's addresses to the mall", async () => {
    expect((await page('/tradingHall')).body).toBe(hostIndex());
    expect((await post('/api/remotes/orders/activate', { version: '2.0.0' })).status).toBe(200);
    for (const [language, heading] of [['en', 'Trading hall'], ['zh-CN', '交易大厅'], ['vi', 'Sàn giao dịch']] as const) {
      const res = await page('/tradingHall/7', { 'accept-language': language });
      expect(headingOf(res.body), language).toBe(heading);
      expect(scriptsOf(res.body)).toEqual(['/remotes/orders/v/2.0.0/document/hall.4567cdef.js']);
    }
    // The same version number of the mall draws with its own bundle.
    expect((await post('/api/remotes/mall/activate', { version: '2.0.0' })).status).toBe(200);
    expect(headingOf((await page('/mall', { 'accept-language': 'en' })).body)).toBe(V2.en);
    expect(headingOf((await page('/tradingHall', { 'accept-language': 'en' })).body)).toBe('Trading hall');
    // Switched off, a remote draws nothing: its page is the portal's, which shows the remote's error panel.
    const orders = { name: 'orders', manifestUrl: '/remotes/orders/v/2.0.0/mf-manifest.json', version: '2.0.0' };
    expect((await server.call('PUT', '/api/remotes', { token: tokens.admin, body: { ...orders, enabled: false } })).status).toBe(200);
    expect((await page('/tradingHall')).body).toBe(hostIndex());
    expect((await server.call('PUT', '/api/remotes', { token: tokens.admin, body: { ...orders, enabled: true } })).status).toBe(200);
    expect((await post('/api/remotes/orders/rollback')).status).toBe(200);
    expect((await page('/tradingHall')).body).toBe(hostIndex());
  });
});
