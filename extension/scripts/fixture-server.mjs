// The fixture item pages (fixtures/pages.json) served at the addresses they stand for, for the e2e and for a person
// trying the extension without the platforms (scripts/try-pages.mjs): Chromium maps the platforms' host names to
// this server (`hostResolverRules`), so the content scripts' real match patterns pick the pages up.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { CONTENT_MATCHES } from './manifest.mjs';

const fixturesDir = path.resolve(import.meta.dirname, '..', 'fixtures');
/** The host names the content scripts run on, from the manifest's own match patterns. */
export const PLATFORM_HOSTS = [...new Set(CONTENT_MATCHES.map((m) => new URL(m.replace('*://', 'http://').replace(/\*/g, 'x')).hostname))];
export const FIXTURE_PAGES = JSON.parse(fs.readFileSync(path.join(fixturesDir, 'pages.json'), 'utf8')).pages;

/** Chromium's `--host-resolver-rules` value sending every platform host to the server at `port`. */
export const hostResolverRules = (port) => PLATFORM_HOSTS.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(', ');

/** Serves each fixture at its address (host name, path and item id), as the platform would; `port` 0 picks one. */
export async function startFixtureServer(port = 0) {
  const server = http.createServer((req, res) => {
    const asked = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    const id = (u) => u.searchParams.get('id') ?? u.searchParams.get('goods_id');
    const page = FIXTURE_PAGES.find((p) => {
      const url = new URL(p.url);
      return url.hostname === asked.hostname && url.pathname === asked.pathname && id(url) === id(asked);
    });
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('no such fixture');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fs.readFileSync(path.join(fixturesDir, page.file)));
  });
  await new Promise((resolve) => { server.listen(port, '127.0.0.1', resolve); });
  return { port: server.address().port, close: () => new Promise((resolve) => { server.close(() => resolve()); }) };
}
