import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const FIXTURE = path.resolve(import.meta.dirname, '..', 'fixtures', 'external-remote');
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.html': 'text/html' };

type WebpackStats = { hasErrors: () => boolean; toString: (opts: object) => string };
type Webpack = (config: object, done: (err: Error | null, stats?: WebpackStats) => void) => void;

/**
 * Builds the partner remote (e2e/fixtures/external-remote: a plain ModuleFederationPlugin, React shared as a
 * singleton) into `outDir`, with the webpack host-shell already has installed.
 */
export async function buildPartnerRemote(outDir: string): Promise<void> {
  const webpack = createRequire(path.resolve(FIXTURE, '..', '..', '..', 'host-shell', 'package.json'))('webpack') as Webpack;
  const { default: configFor } = (await import(pathToFileURL(path.join(FIXTURE, 'webpack.config.mjs')).href)) as {
    default: (outDir: string) => object;
  };
  await new Promise<void>((resolve, reject) => {
    webpack(configFor(outDir), (err, stats) => {
      if (err) return reject(err);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

export type StaticServer = { origin: string; close: () => Promise<void> };

/**
 * Serves the files of `dir` on 127.0.0.1 (another origin than the portal's: another port), with CORS as a CDN
 * serves a remote: the host fetches the manifest, then loads the entry and chunks as scripts.
 */
export async function serveDirectory(dir: string): Promise<StaticServer> {
  const server = http.createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/+/, '');
    const file = path.join(dir, name);
    if (!name || name.includes('..') || !file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404, { 'access-control-allow-origin': '*' }).end();
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
      'cache-control': 'no-cache',
    });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
