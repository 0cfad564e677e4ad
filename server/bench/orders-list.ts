import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { queryRows } from '../src/db/rows';
import { users, type I18nText } from '../src/db/schema';
import { issueToken } from '../src/modules/auth/tokens';
import { orderSearchText } from '../src/modules/orders/order-search-text';
import { LocalDiskStorage } from '../src/plugins/app/storage';
import { seedDemo } from '../src/seed/demo';
import { freshDatabase } from './fresh-database';
import { percentileRow } from './percentiles';

/**
 * `npm run bench:orders`: the buyer's order list (`GET api/orders/mine` and its tab counts) for a buyer with
 * 10,000 orders, among 50,000 orders of other buyers, on a fresh database (PGlite, or PostgreSQL when
 * DATABASE_URL is set). Requests go through the whole app in process (app.inject): server time without the
 * network. Prints p50/p95/p99 per kind of request and overall.
 */
const MINE = Number(process.env.BENCH_ORDERS ?? 10_000);
const OTHERS = Number(process.env.BENCH_OTHER_ORDERS ?? 50_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);

const base = loadConfig({ ...process.env, NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
const { database, config, dispose } = await freshDatabase(base);
const db = database.db;
// The demo catalogue (its goods are the orders' lines) writes pictures, so it needs a storage.
await seedDemo(db, { storage: new LocalDiskStorage(path.join(config.dataDir, 'uploads')) });
const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'buyer'));
if (!buyer) throw new Error('the demo buyer is missing');

// Orders spread over two years, in every state, each with one to three lines of real demo goods.
const seeded = performance.now();
// The demo SKUs numbered 0..n-1, so each order can pick its goods by arithmetic on its own number.
await db.execute(sql`
  create temp table bench_sku as
  select (row_number() over (order by s.id) - 1)::int as k, s.id as sku_id, s.goods_id, s.price, s.spec_text,
         go.name, go.name_i18n, go.store_id
  from mall_sku s join mall_goods go on go.id = s.goods_id`);
await db.execute(sql`create unique index on bench_sku (k)`);
const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from bench_sku`);
await db.execute(sql`
  with o as (select i, case when i <= ${MINE} then ${buyer.id} else (select min(id) from sys_user) end as user_id,
                    now() - (i % 730) * interval '1 day' - (i % 1440) * interval '1 minute' as at
             from generate_series(1, ${MINE + OTHERS}) i)
  insert into mall_order (order_no, user_id, store_id, status, acceptance, goods_total, deposit_amount, paid_amount,
                          quantity, source, search_text, created_at, updated_at)
  select 'PO' || to_char(o.at, 'YYYYMMDD') || lpad(o.i::text, 8, '0'), o.user_id, g.store_id,
         (array['depositPending','depositReview','awaitingStocking','finalPaymentPending','pendingShipment','shipping',
                'delivered','completed','closed'])[1 + o.i % 9],
         case when o.i % 9 = 0 then 'waiting' when o.i % 37 = 0 then 'refused' else 'accepted' end,
         g.price * 20, ceil(g.price * 20 * 0.3), 0, 20, 'cart', '', o.at, o.at
  from o join bench_sku g on g.k = o.i % ${n}`);
await db.execute(sql`
  insert into mall_order_line (order_id, goods_id, sku_id, goods_name, goods_name_i18n, spec_text, unit_price, quantity, total_price)
  select o.id, g.goods_id, g.sku_id, g.name, g.name_i18n, g.spec_text, g.price, 20, g.price * 20
  from mall_order o cross join generate_series(0, 2) j join bench_sku g on g.k = (o.id * 7 + j * 13) % ${n}
  where j <= o.id % 3 and not exists (select 1 from mall_order_line l where l.order_id = o.id)`);
// Each order's search text as the server writes it at placement.
const named = await queryRows<{ id: number; order_no: string; names: { goodsName: string; goodsNameI18n: I18nText }[] }>(db, sql`
  select o.id, o.order_no, json_agg(json_build_object('goodsName', l.goods_name, 'goodsNameI18n', l.goods_name_i18n)) as names
  from mall_order o join mall_order_line l on l.order_id = o.id group by o.id`);
for (let i = 0; i < named.length; i += 5000) {
  const chunk = named.slice(i, i + 5000);
  await db.execute(sql`update mall_order o set search_text = v.t
    from json_to_recordset(${JSON.stringify(chunk.map((r) => ({ id: r.id, t: orderSearchText(r.order_no, r.names) })))}::json) as v(id int, t text)
    where o.id = v.id`);
}
await db.execute(sql`analyze`);
console.log(`${database.driver}: ${MINE} orders of the buyer, ${OTHERS} of others, seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

const token = await issueToken(db, { userId: buyer.id, rememberMe: false, ip: null, userAgent: 'bench' });
const app = await buildApp(config, database);
await app.ready();
const headers = { authorization: `Bearer ${token}` };
const first = JSON.parse((await app.inject({ url: '/api/orders/mine', headers })).body) as { totalElements: number };
// The demo buyer has a few orders of the demo seed besides these.
if (first.totalElements < MINE) throw new Error(`the buyer has ${first.totalElements} orders, fewer than ${MINE}`);

const kinds: Record<string, string[]> = {
  'first page': ['/api/orders/mine', '/api/orders/mine?size=20'],
  'deep page': ['/api/orders/mine?page=100', '/api/orders/mine?page=499&size=20'],
  'state tab': ['/api/orders/mine?state=shipping', '/api/orders/mine?state=awaitingAcceptance', '/api/orders/mine?state=refused'],
  'keyword': [
    `/api/orders/mine?keyword=PO${new Date().getFullYear()}`, '/api/orders/mine?keyword=ao%20thun',
    `/api/orders/mine?keyword=${encodeURIComponent('保温杯')}`, '/api/orders/mine?keyword=sneakers',
  ],
  'days': ['/api/orders/mine?from=2026-01-01&to=2026-03-31'],
  'tab counts': ['/api/orders/mine/counts', '/api/orders/mine/counts?keyword=bag'],
  // The buyer's overview (docs/buyer-overview.md) reads the same buyer's orders by state: about 2,200 of them wait
  // for a deposit or balance here, of which it answers 10 and the count.
  'overview': ['/api/overview/mine'],
};
for (const list of Object.values(kinds)) {
  for (const url of list) {
    const t = performance.now();
    await app.inject({ url, headers });
    if (process.env.BENCH_DETAIL) console.log(`warm-up ${url} ${(performance.now() - t).toFixed(1)} ms`);
  }
}

const times: Record<string, number[]> = {};
const all: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const [kind, list] of Object.entries(kinds)) {
    for (const url of list) {
      const t = performance.now();
      const res = await app.inject({ url, headers });
      const ms = performance.now() - t;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      (times[kind] ??= []).push(ms);
      all.push(ms);
    }
  }
}
console.log('| request | n | p50 ms | p95 ms | p99 ms |\n|---|---|---|---|---|');
for (const [kind, list] of Object.entries(times)) console.log(percentileRow(kind, list));
console.log(percentileRow('**all**', all));
await app.close();
await dispose();
