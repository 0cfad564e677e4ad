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
 * `npx tsx bench/goods-export.ts` (docs/exports.md "The catalogue lists"): the staff goods export
 * (`GET api/goods/admin/download`, ids first, then pages of rows) at 100,000 goods on a fresh database (PostgreSQL
 * when DATABASE_URL is set, else PGlite): its time and memory without a keyword (the list's newest-first browse) and
 * with a keyword half the goods match (relevance order). Run with NODE_OPTIONS=--expose-gc for the live heap figure.
 */
const ROWS = 100_000;
const base = loadConfig({ ...process.env, NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
const { database, config, dispose } = await freshDatabase(base);
const db = database.db;
await seedDemo(db, { storage: new LocalDiskStorage(path.join(config.dataDir, 'uploads')) });
const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
if (!admin) throw new Error('the demo admin is missing');
const [{ n: had } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from mall_goods`);
const [where] = await queryRows<{ store_id: number; category_id: number }>(db, sql`select store_id, category_id from mall_goods order by id limit 1`);

// Up to 100,000 goods, half of them "áo thun" (what the keyword finds), names in three languages.
const seeded = performance.now();
await db.execute(sql`
  insert into mall_goods (store_id, category_id, name, name_i18n, min_price, max_price, moq, search_name, search_text, created_at)
  select ${where?.store_id ?? 1}, ${where?.category_id ?? 1}, case when i % 2 = 0 then 'T恤 ' else '杯子 ' end || i,
    jsonb_build_object('en', case when i % 2 = 0 then 'T-shirt ' else 'Cup ' end || i, 'vi', case when i % 2 = 0 then 'Áo thun ' else 'Cốc ' end || i),
    1000 + i % 5000, 2000 + i % 9000, 1 + i % 10,
    case when i % 2 = 0 then 't恤 t-shirt ao thun ' else '杯子 cup coc ' end || i,
    case when i % 2 = 0 then 't恤 t-shirt ao thun ' else '杯子 cup coc ' end || i, now() - (i % 730) * interval '1 day'
  from generate_series(1, ${ROWS - had}) i`);
await db.execute(sql`analyze`);
console.log(`${database.driver}: ${ROWS - had} goods seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

const token = await issueToken(db, { userId: admin.id, rememberMe: false, ip: null, userAgent: 'bench' });
const app = await buildApp(config, database);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
async function measure(label: string, query: string) {
  const d = await measuredDownload(`${url}/api/goods/admin/download?lang=vi&${query}`, token);
  const m = d.memory;
  console.log(`| ${label} | ${megabytes(d.bytes)} MB | ${d.firstByteSeconds.toFixed(1)} s | ${d.seconds.toFixed(1)} s | ${m.rssBefore.toFixed(1)} / ${m.rssPeak.toFixed(1)} | ${m.heapBefore.toFixed(1)} / ${m.livePeak.toFixed(1)} |`);
}

console.log('| export | file | first byte | time | RSS MB before / peak | heap MB before / live peak |\n|---|---|---|---|---|---|');
await measure('warm-up: keyword "ao thun", 50,000', 'keyword=ao%20thun');
await measure('keyword "ao thun", 50,000 by relevance', 'keyword=ao%20thun');
await measure('all 100,000, newest first', 'sort=newest');
await measure('all 100,000, by price', 'sort=priceAsc');
await app.close();
await dispose();
