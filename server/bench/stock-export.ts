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
 * `npm run bench:stock-export` (docs/exports.md "The stocking queue's sheet"): the stocking queue's export
 * (`GET api/stock/queue/download`) with 99,000 orders awaiting stocking (the late ones, then all), on a fresh database (PostgreSQL
 * when DATABASE_URL is set, else PGlite). Its pages are read by keyset on the queue's own order (the expected
 * completion, none last), which no index serves, so each page sorts the queue again: this measures what that costs.
 * Each order has two lines and a tenth have no expected completion. The download is read over HTTP and thrown away.
 */
// Under the limit of 100,000 with the demo seed's own orders awaiting stocking.
const ROWS = Number(process.env.BENCH_ORDERS ?? 99_000);
const base = loadConfig({ ...process.env, NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
const { database, config, dispose } = await freshDatabase(base);
const db = database.db;
await seedDemo(db, { storage: new LocalDiskStorage(path.join(config.dataDir, 'uploads')) });
const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'buyer'));
const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
if (!buyer || !admin) throw new Error('the demo accounts are missing');
const [store] = await queryRows<{ id: number }>(db, sql`select id from mall_store order by id limit 1`);

const seeded = performance.now();
await db.execute(sql`
  insert into mall_order (order_no, user_id, store_id, status, acceptance, goods_total, deposit_amount, paid_amount,
                          quantity, source, search_text, stocking_due_at, created_at, updated_at)
  select 'PS' || lpad(i::text, 10, '0'), ${buyer.id}, ${store?.id ?? 1}, 'awaitingStocking', 'accepted', 12345, 3704, 3704, 6, 'cart', '',
         case when i % 10 = 0 then null else now() + ((i % 200) - 100) * interval '1 hour' end, now() - i * interval '1 minute', now()
  from generate_series(1, ${ROWS}) i`);
await db.execute(sql`
  insert into mall_order_line (order_id, goods_id, sku_id, goods_name, goods_name_i18n, spec_text, spec_i18n, unit_price, quantity, total_price, stocked_qty)
  select o.id, 1, 1, '保温杯', '{"en":"Thermos cup","vi":"Bình giữ nhiệt"}'::jsonb, '500ml', '{}'::jsonb, 3333, 4, 13332, o.id % 5
  from mall_order o where o.order_no like 'PS%'
  union all
  select o.id, 1, 2, '杯盖', '{}'::jsonb, '黑色', '{}'::jsonb, 1999, 2, 3998, 0 from mall_order o where o.order_no like 'PS%'`);
await db.execute(sql`analyze`);
console.log(`${database.driver}: ${ROWS} orders awaiting stocking (two lines each) seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

const token = await issueToken(db, { userId: admin.id, rememberMe: false, ip: null, userAgent: 'bench' });
const app = await buildApp(config, database);
const url = await app.listen({ port: 0, host: '127.0.0.1' });

async function measure(label: string, query: string) {
  const d = await measuredDownload(`${url}/api/stock/queue/download?lang=vi&${query}`, token);
  const late = query.includes('overdue=true') ? sql`and stocking_due_at < now()` : sql``;
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from mall_order where status = 'awaitingStocking' ${late}`);
  console.log(`| ${label} | ${n} | ${megabytes(d.bytes)} MB | ${d.firstByteSeconds.toFixed(2)} s | ${d.seconds.toFixed(1)} s |`);
}

console.log('| export | orders | file | first byte | whole file |\n|---|---|---|---|---|');
await measure('warm-up (late only)', 'overdue=true');
await measure('late only', 'overdue=true');
await measure('all', '');
await app.close();
await dispose();
