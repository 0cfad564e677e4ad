import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

/**
 * Requests per second and latency of the mall document's pages drawn at request time (the home, a search, a product
 * page), as a browser without a session asks for them, against a running portal (docs/performance.md "The mall's
 * pages on the server"). The drawings are kept ten seconds per address and language (drawn-page-cache.ts), so this
 * measures what a busy page costs, with one drawing per ten seconds; `--fresh` gives every request an address of its
 * own (`?n=1`, `?n=2`, …), so each one is drawn: what the renderer's one thread can draw.
 *
 *   node server/dist/main.js &   # or npm start
 *   npx tsx bench/mall-pages.ts [--url http://localhost:8080] [--duration 10] [--connections 20] [--locale vi] [--fresh]
 */
const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:8080' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    locale: { type: 'string', default: 'vi' },
    fresh: { type: 'boolean', default: false },
  },
});
const base = args.url.replace(/\/$/, '');
const goods = await (await fetch(`${base}/api/goods?keyword=ao%20thun&size=1`)).json() as { content?: { id: number }[] };
const productId = goods.content?.[0]?.id;
if (!productId) throw new Error('no goods for "ao thun": is the portal running with its demo data?');

let sent = 0;
const rows: string[] = ['| page | requests/s | p50 ms | p99 ms | errors |', '|---|---|---|---|---|'];
for (const path of ['/mall', '/mallSearch/ao%20thun', `/mallDetail/${productId}`]) {
  const result = await autocannon({
    url: `${base}${path}`,
    duration: Number(args.duration),
    connections: Number(args.connections),
    headers: { accept: 'text/html', cookie: `language=${args.locale}` },
    ...(args.fresh ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: `${path}?n=${++sent}` }) }] } : {}),
  });
  rows.push(`| ${decodeURIComponent(path)} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors + result.non2xx} |`);
}
console.log(rows.join('\n'));
