import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { percentile } from './percentiles';

/**
 * Requests per second and latency of the mall document's pages drawn at request time (the home, a search, a product
 * page), as a browser without a session asks for them, against a running portal (docs/performance.md "The mall's
 * pages on the server"). The drawings are kept ten seconds per address and language (drawn-page-cache.ts), so this
 * measures what a busy page costs, with one drawing per ten seconds; `--fresh` gives every request an address of its
 * own (`?n=1`, `?n=2`, …), so each one is drawn: what the renderer's one thread can draw.
 *
 *   node server/dist/main.js &   # or npm start
 *   npx tsx bench/mall-pages.ts [--url http://localhost:8080] [--duration 10] [--connections 20] [--locale vi] [--fresh]
 *     [--page home|search|product]   (one page only; all three by default)
 */
const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:8080' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    locale: { type: 'string', default: 'vi' },
    fresh: { type: 'boolean', default: false },
    page: { type: 'string' },
  },
});
const base = args.url.replace(/\/$/, '');
const goods = await (await fetch(`${base}/api/goods?keyword=ao%20thun&size=1`)).json() as { content?: { id: number }[] };
const productId = goods.content?.[0]?.id;
if (!productId) throw new Error('no goods for "ao thun": is the portal running with its demo data?');

const pages: Record<string, string> = { home: '/mall', search: '/mallSearch/ao%20thun', product: `/mallDetail/${productId}` };
if (args.page && !pages[args.page]) throw new Error(`--page is one of ${Object.keys(pages).join(', ')}`);

let sent = 0;
/** One page's run, with every response's time: autocannon's summary has no p95. */
function measure(path: string): Promise<{ result: autocannon.Result; times: number[] }> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const run = autocannon(
      {
        url: `${base}${path}`,
        duration: Number(args.duration),
        connections: Number(args.connections),
        headers: { accept: 'text/html', cookie: `language=${args.locale}` },
        ...(args.fresh ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: `${path}?n=${++sent}` }) }] } : {}),
      },
      (error, result) => (error ? reject(error) : resolve({ result, times })),
    );
    run.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  });
}

const rows: string[] = ['| page | requests/s | p50 ms | p95 ms | p99 ms | errors |', '|---|---|---|---|---|---|'];
for (const path of args.page ? [pages[args.page] ?? ''] : Object.values(pages)) {
  const { result, times } = await measure(path);
  const ms = (p: number) => Math.round(percentile(times, p));
  rows.push(`| ${decodeURIComponent(path)} | ${Math.round(result.requests.average)} | ${ms(50)} | ${ms(95)} | ${ms(99)} | ${result.errors + result.non2xx} |`);
}
console.log(rows.join('\n'));
