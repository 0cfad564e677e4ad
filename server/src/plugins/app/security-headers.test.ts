import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { REMOTE_REGISTRY_CACHE } from '../../modules/remotes/registry-cache';
import {
  buildContentSecurityPolicy, inlineScriptHashes, remoteOriginsOf,
} from './security-headers';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The policy's directives by name: `{ 'script-src': ["'self'", ...] }`. */
function directives(policy: string | null): Record<string, string[]> {
  expect(policy).toBeTruthy();
  return Object.fromEntries((policy ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
}

describe('remoteOriginsOf', () => {
  it('keeps the origins of absolute http(s) manifest URLs, active and canary, once each and sorted', () => {
    expect(remoteOriginsOf([
      { manifestUrl: '/remotes/mall/mf-manifest.json', canaryManifestUrl: null },
      { manifestUrl: 'https://cdn.partner.example/partner/2.0.0/mf-manifest.json', canaryManifestUrl: '/remotes/orders/v/2.0.0/mf-manifest.json' },
      { manifestUrl: '/remotes/payments/mf-manifest.json', canaryManifestUrl: 'http://127.0.0.1:4100/mf-manifest.json' },
      { manifestUrl: 'HTTPS://CDN.partner.example:443/other/mf-manifest.json', canaryManifestUrl: 'https://a.example:8443/x/mf-manifest.json' },
    ])).toEqual(['http://127.0.0.1:4100', 'https://a.example:8443', 'https://cdn.partner.example']);
  });

  it('adds nothing for paths, other schemes or junk', () => {
    expect(remoteOriginsOf([
      { manifestUrl: 'javascript:alert(1)//x.json', canaryManifestUrl: 'data:text/javascript,alert(1)' },
      { manifestUrl: '//evil.example/mf-manifest.json', canaryManifestUrl: 'https://' },
      { manifestUrl: 'ftp://files.example/mf-manifest.json', canaryManifestUrl: 'https://exa mple.com/x.json' },
    ])).toEqual([]);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script, skipping external scripts and data blocks', () => {
    const boot = 'window.__boot = 1;';
    const moduleScript = '\n  import("/x.js");\n';
    const html = `<html><head><script defer src="/main.js"></script><script>${boot}</script>`
      + `<script type="application/json">{"a":1}</script><script type="module">${moduleScript}</script>`
      + '<SCRIPT type="text/javascript">1</SCRIPT></head></html>';
    expect(inlineScriptHashes(html)).toEqual([sha256(boot), sha256(moduleScript), sha256('1')]);
    expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
  });
});

describe('buildContentSecurityPolicy', () => {
  it('allows scripts from this site, the remotes and the hashes only, and reports violations', () => {
    const policy = buildContentSecurityPolicy({
      remoteOrigins: ['https://cdn.partner.example'], scriptHashes: ["'sha256-abc='"], frameAncestors: "'none'",
    });
    const d = directives(policy);
    expect(d['default-src']).toEqual(["'self'"]);
    expect(d['script-src']).toEqual(["'self'", "'sha256-abc='", 'https://cdn.partner.example']);
    expect(d['connect-src']).toEqual(["'self'", 'https://cdn.partner.example']);
    expect(d['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://cdn.partner.example']);
    expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.partner.example']);
    expect(d['font-src']).toEqual(["'self'", 'data:', 'https://cdn.partner.example']);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'self'"]);
    expect(d['form-action']).toEqual(["'self'"]);
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    expect(d['frame-src']).toEqual(["'self'", 'https:', 'http:']);
    expect(d['report-uri']).toEqual(['/api/security/csp-report']);
    expect(policy).not.toMatch(/unsafe-eval/);
  });

  it('has no empty source lists when no remote is on another origin', () => {
    const policy = buildContentSecurityPolicy({ remoteOrigins: [], scriptHashes: [], frameAncestors: "'self'" });
    expect(directives(policy)['script-src']).toEqual(["'self'"]);
    expect(policy).not.toMatch(/ {2}|' ;/);
  });
});

describe('security headers on the server', () => {
  let webRoot: string;
  let server: TestServer;
  const write = (relative: string, content: string) => {
    const file = path.join(webRoot, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  };
  const page = (urlPath: string) => server.call('GET', urlPath, { headers: { accept: HTML } });
  const registryChanged = () => server.app.sharedCaches.changed(REMOTE_REGISTRY_CACHE);
  /** The page's script sources other than the hashes of the host's inline scripts. */
  const scriptOrigins = async (urlPath: string) =>
    directives((await page(urlPath)).headers.get('content-security-policy'))['script-src']?.filter((s) => !s.startsWith("'sha256-"));

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'security-headers-'));
    write('host-shell/dist/index.html', '<!doctype html><html><head><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>');
    write('host-shell/dist/login.html', '<!doctype html><html><head><script>window.__login=1</script></head><body></body></html>');
    write('host-shell/dist/main.js', 'console.log(1)');
    server = await startTestServer({ WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/mall', '/system/menu'])('sends the CSP and the other headers on the page %s', async (urlPath) => {
    const res = await page(urlPath);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const d = directives(res.headers.get('content-security-policy'));
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    // The seeded remotes are all on this site: 'self' covers them; login.html's inline script is allowed by hash.
    expect(d['script-src']).toEqual(["'self'", sha256('window.__login=1')]);
    expect(d['connect-src']).toEqual(["'self'"]);
  });

  it('sends nosniff and the referrer policy, but no CSP, on JSON, files and errors', async () => {
    for (const res of [
      await server.call('GET', '/api/remotes'),
      await server.call('GET', '/main.js'),
      await server.call('GET', '/api/nothing-here'),
      await server.call('GET', '/api/remotes/all'),
      await server.call('PUT', '/api/remotes', { raw: '{"broken' }),
    ]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('content-security-policy')).toBeNull();
    }
  });

  it('lets the portal frame the server\'s own tool pages (API docs), never the portal itself', async () => {
    const res = await page('/api/docs/');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const d = directives(res.headers.get('content-security-policy'));
    expect(d['frame-ancestors']).toEqual(["'self'"]);
    expect(d['script-src']).toEqual(["'self'"]);
  });

  it('follows the registry: enabled remotes and canaries on other origins, once the registry cache is told', async () => {
    const db = server.database.db;
    await db.execute(sql`insert into fed_remote (name, manifest_url, version, enabled) values
      ('partner', 'http://127.0.0.1:4100/mf-manifest.json', '1.0.0', true),
      ('hidden', 'https://off.example/mf-manifest.json', '1.0.0', false)`);
    // Cached until the registry says it changed: a write elsewhere that did not tell it is not seen yet.
    expect(await scriptOrigins('/')).toEqual(["'self'"]);
    await registryChanged();
    expect(await scriptOrigins('/')).toEqual(["'self'", 'http://127.0.0.1:4100']);
    expect(directives((await page('/')).headers.get('content-security-policy'))['connect-src']).toEqual(["'self'", 'http://127.0.0.1:4100']);

    // A canary version of mall served from a CDN joins the policy; its active version stays on this site.
    await db.execute(sql`insert into fed_remote_version (remote, version, source, manifest_url, exposes, shared)
      values ('mall', '2.0.0', 'url', 'https://cdn.mall.example/2.0.0/mf-manifest.json', '[]'::jsonb, '[]'::jsonb)`);
    await db.execute(sql`update fed_remote set canary_version = '2.0.0', canary_percent = 10 where name = 'mall'`);
    await registryChanged();
    expect(await scriptOrigins('/mall')).toEqual(["'self'", 'http://127.0.0.1:4100', 'https://cdn.mall.example']);

    // Abandoned canary and a disabled partner: their origins leave the policy.
    await db.execute(sql`update fed_remote set canary_version = null, canary_percent = 0 where name = 'mall'`);
    await db.execute(sql`update fed_remote set enabled = false where name = 'partner'`);
    await registryChanged();
    expect(await scriptOrigins('/')).toEqual(["'self'"]);
    await db.execute(sql`delete from fed_remote where name in ('partner', 'hidden')`);
    await db.execute(sql`delete from fed_remote_version where remote = 'mall'`);
    await registryChanged();
  });

  it('recomputes the inline-script hashes when a deploy replaces a document', async () => {
    write('host-shell/dist/index.html', '<!doctype html><html><head><script>window.__v=2</script></head><body></body></html>');
    // A new mtime is what tells a replaced file: make sure it differs even on a coarse clock.
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(path.join(webRoot, 'host-shell/dist/index.html'), later, later);
    const d = directives((await page('/mall')).headers.get('content-security-policy'));
    expect(d['script-src']).toEqual(["'self'", sha256('window.__v=2'), sha256('window.__login=1')]);
  });
});
