import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { queryRows } from '../src/db/rows';
import { users } from '../src/db/schema';
import { issueToken } from '../src/modules/auth/tokens';
import { LocalDiskStorage } from '../src/plugins/app/storage';
import { seedDemo } from '../src/seed/demo';
import { freshDatabase } from './fresh-database';
import { measuredDownload, megabytes } from './measured-download';

/**
 * `npm run bench:export` (docs/performance.md "List exports"): the memory of streaming the buyer's order list as
 * .xlsx (`GET api/orders/mine/download`) with 10,000 and then 100,000 rows, on a fresh database (PostgreSQL when
 * DATABASE_URL is set, else PGlite). The app listens on a real port in this process and the download is read over
 * HTTP and thrown away, so the figures are the server's: RSS and heap sampled every 10 ms, before (after a GC),
 * at the peak, and after (after a GC), and the peak of the heap still in use (a GC every half second mid-stream). Flat memory: the 100,000-row peak is about the 10,000-row one. Run with
 * NODE_OPTIONS=--expose-gc for the GCs. BENCH_SLOW=1 reads the download slowly, to see back-pressure hold.
 */
const ROWS = 100_000;
const slow = process.env.BENCH_SLOW === '1';
const base = loadConfig({ ...process.env, NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
const { database, config, dispose } = await freshDatabase(base);
const db = database.db;
await seedDemo(db, { storage: new LocalDiskStorage(path.join(config.dataDir, 'uploads')) });
const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'buyer'));
if (!buyer) throw new Error('the demo buyer is missing');
const [{ n: had } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from mall_order where user_id = ${buyer.id}`);
const [store] = await queryRows<{ id: number }>(db, sql`select id from mall_store order by id limit 1`);

// The buyer's orders up to 100,000, over 730 days, with a remark on each so rows are not trivially small.
const seeded = performance.now();
await db.execute(sql`
  insert into mall_order (order_no, user_id, store_id, status, acceptance, goods_total, deposit_amount, paid_amount,
                          quantity, source, search_text, remarks, created_at, updated_at)
  select 'PX' || lpad(i::text, 10, '0'), ${buyer.id}, ${store?.id ?? 1}, 'depositPending', 'accepted', 12345 + i, 3704 + i, 0,
         1 + i % 20, 'cart', '', 'Giao giờ hành chính, gọi trước ' || i, now() - (i % 730) * interval '1 day', now()
  from generate_series(1, ${ROWS - had}) i`);
await db.execute(sql`analyze`);
console.log(`${database.driver}: ${ROWS - had} orders seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

const token = await issueToken(db, { userId: buyer.id, rememberMe: false, ip: null, userAgent: 'bench' });
const app = await buildApp(config, database);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
async function measure(label: string, query: string) {
  const d = await measuredDownload(`${url}/api/orders/mine/download?lang=en&${query}`, token, { slow });
  const m = d.memory;
  // The rows in the file, counted by the list's own rule for days (Vietnam's calendar).
  const from = /from=([\d-]+)/.exec(query)?.[1];
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from mall_order where user_id = ${buyer!.id}
    ${from ? sql`and created_at >= (${from}::date)::timestamp at time zone 'Asia/Ho_Chi_Minh'` : sql``}`);
  const f = (n: number) => n.toFixed(1);
  console.log(`| ${label} | ${n} | ${megabytes(d.bytes)} MB | ${d.seconds.toFixed(1)} s | ${f(m.rssBefore)} / ${f(m.rssPeak)} / ${f(m.rssAfter)} | ${f(m.heapBefore)} / ${f(m.heapPeak)} / ${f(m.heapAfter)} | ${f(m.livePeak)} |`);
}

console.log('| export | rows | file | time | RSS MB before / peak / after | heap MB before / peak / after | live heap MB, peak after GC |\n|---|---|---|---|---|---|---|');
const day = (d: number) => new Date(Date.now() - d * 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 10);
// A warm-up, so the first figures are not the code's first load.
await measure('warm-up (73 days)', `from=${day(72)}&to=${day(0)}`);
await measure('73 days', `from=${day(72)}&to=${day(0)}`);
await measure('all', '');
await measure('all again', '');
await app.close();
await dispose();
