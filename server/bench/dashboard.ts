import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { connectDatabase } from '../src/db/connect';
import { runMigrations } from '../src/db/migrate';
import { queryRows } from '../src/db/rows';
import { issueToken } from '../src/modules/auth/tokens';
import { rollUpDashboard } from '../src/modules/dashboard/rollup-task';
import { LocalDiskStorage } from '../src/plugins/app/storage';
import { seedDemo } from '../src/seed/demo';
import { freshDatabase } from './fresh-database';
import { percentileRow } from './percentiles';

/**
 * `npm run bench:dashboard`: the staff dashboard's two requests (issue 27) over 100,000 orders of 1,000 buyers in the
 * demo departments, spread over a year in every state, with 1,000,000 order events (10 each), a payment each, and
 * shipments and refunds; as the admin (scope all) and as a staff member scoped to one department. On a fresh
 * database (PostgreSQL at DATABASE_URL, else PGlite), through the whole app in process (app.inject).
 * `BENCH_REUSE=1` works in the database DATABASE_URL names instead, migrates it, seeds it only if it holds no bench
 * orders yet and keeps it: the seed (1–2 minutes) once, then the timings again after each change, and psql beside.
 */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const EVENTS_PER_ORDER = Number(process.env.BENCH_EVENTS_PER_ORDER ?? 10);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
/** Orders changed between two runs of the rollup task, for the figures measured with changes pending. */
const CHANGED = Number(process.env.BENCH_CHANGED ?? 300);

const base = loadConfig({ ...process.env, NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'warn', JOBS_WORKER: 'false' });
const REUSE = process.env.BENCH_REUSE === '1' && base.databaseUrl !== null;
const { database, config, dispose } = REUSE ? await keptDatabase() : await freshDatabase(base);
const db = database.db;

async function keptDatabase() {
  const kept = await connectDatabase({ databaseUrl: base.databaseUrl, dataDir: null });
  await runMigrations(kept);
  return { database: kept, config: base, dispose: async () => kept.close().catch(() => {}) };
}

const [{ benchOrders } = { benchOrders: 0 }] = await queryRows<{ benchOrders: number }>(db, sql`
  select count(*)::int as "benchOrders" from mall_order where order_no like 'BD%'`);
if (!benchOrders) await seedBench();
else console.log(`${database.driver}: reusing ${benchOrders} bench orders`);

async function seedBench() {
  await seedDemo(db, { storage: new LocalDiskStorage(path.join(config.dataDir, 'uploads')) });
  const seeded = performance.now();
  await db.execute(sql`
    insert into sys_user (username, username_canonical, nick_name, email, email_canonical, password_hash, account_type, dept_id)
    select 'bench_buyer_' || i, 'bench_buyer_' || i, 'Bench buyer ' || i, 'bench' || i || '@buyer.example', 'bench' || i || '@buyer.example',
      'not-a-hash', 'buyer', (select id from sys_dept order by id offset (i % (select count(*) from sys_dept)) limit 1)
    from generate_series(1, ${BUYERS}) i`);
  await db.execute(sql`create temp table bench_buyer as select row_number() over (order by id) - 1 as k, id from sys_user where username like 'bench_buyer_%'`);
  await db.execute(sql`create temp table bench_goods as select row_number() over (order by g.id) - 1 as k, g.id, g.store_id, g.name from mall_goods g`);
  const [{ goods } = { goods: 1 }] = await queryRows<{ goods: number }>(db, sql`select count(*)::int as goods from bench_goods`);
  // Every state of the flow, acceptance waiting on a ninth of the deposit-pending ones; a year back from now.
  await db.execute(sql`
    with o as (select i, now() - (i % 365) * interval '1 day' - (i % 1440) * interval '1 minute' as at,
        (array['depositPending','depositReview','awaitingStocking','finalPaymentPending','finalPaymentReview','pendingShipment',
               'shipping','delivered','completed','closed','depositPending','finalPaymentRejected'])[1 + i % 12] as status from generate_series(1, ${ORDERS}) i)
    insert into mall_order (order_no, user_id, store_id, status, acceptance, goods_total, deposit_amount, quantity, source, stock_return_at, created_at, updated_at)
    select 'BD' || lpad(o.i::text, 10, '0'), b.id, g.store_id, o.status,
      case when o.status = 'depositPending' and o.i % 24 = 0 then 'waiting' when o.status = 'closed' and o.i % 5 = 0 then 'refused' else 'accepted' end,
      1000 + (o.i % 97) * 100, 300 + (o.i % 97) * 30, 1, 'cart',
      case when o.status in ('finalPaymentPending', 'finalPaymentRejected') then now() + (o.i % 7) * interval '1 day' end, o.at, o.at
    from o join bench_buyer b on b.k = o.i % ${BUYERS} join bench_goods g on g.k = o.i % ${goods}`);
  await db.execute(sql`
    insert into mall_order_line (order_id, goods_id, sku_id, goods_name, spec_text, unit_price, quantity, total_price)
    select o.id, g.id, 1, g.name, '-', o.goods_total, 1, o.goods_total from mall_order o join bench_goods g on g.k = o.id % ${goods}
    where o.order_no like 'BD%'`);
  // The timeline: placement, acceptance and the steps after, the last event of a closed order closing it.
  await db.execute(sql`
    insert into mall_order_event (order_id, from_status, to_status, action, created_at)
    select o.id, case when j = 1 then null else 'depositPending' end,
      case when o.status = 'closed' and j = ${EVENTS_PER_ORDER} then 'closed' else 'depositPending' end,
      case when j = 1 then 'placed' when j = 2 then 'accept' when o.status = 'closed' and j = ${EVENTS_PER_ORDER} then 'closeUnpaid'
        else (array['payDeposit','approveDeposit','completeStocking','payFinal','approveFinal','ship','deliver','complete'])[1 + j % 8] end,
      o.created_at + j * interval '37 minutes'
    from mall_order o cross join generate_series(1, ${EVENTS_PER_ORDER}) j where o.order_no like 'BD%'`);
  await db.execute(sql`
    insert into mall_payment (serial_no, order_id, user_id, kind, method, status, amount, exchange_rate, amount_vnd, breakdown, reviewed_by, reviewed_at, created_at)
    select 'BP' || o.id, o.id, o.user_id, case when o.id % 2 = 0 then 'deposit' else 'final' end, 'BANK_TRANSFER_VND',
      (array['PENDING_REVIEW','PAID','PAID','REVIEW_FAILED','RE_REVIEW','PAID'])[1 + o.id % 6], o.deposit_amount, 3600, o.deposit_amount * 36,
      '{"goods":0,"depositCredited":0,"serviceFee":0,"packageFee":0,"tax":0}'::jsonb,
      case when o.id % 6 in (1, 2, 3, 5) then 1 end, case when o.id % 6 in (1, 2, 3, 5) then o.created_at + (o.id % 2000) * interval '1 minute' end, o.created_at
    from mall_order o where o.order_no like 'BD%'`);
  await db.execute(sql`
    insert into mall_shipment (shipment_no, user_id, status, quantity, consignee, contact, address, created_at)
    select 'BS' || i, b.id, (array['pending','shipping','delivered','cancelled'])[1 + i % 4], 1, 'Bench', '0900000000', 'Hà Nội', now() - (i % 365) * interval '1 day'
    from generate_series(1, ${ORDERS / 5}) i join bench_buyer b on b.k = i % ${BUYERS}`);
  await db.execute(sql`
    insert into mall_refund (refund_no, user_id, order_id, order_line_id, quantity, reason, status, amount, created_at)
    select 'BR' || l.id, o.user_id, o.id, l.id, 1, 'bench', (array['refunding','refundSuccess','refundFailure'])[1 + l.id % 3], 100, o.created_at
    from mall_order o join mall_order_line l on l.order_id = o.id where o.order_no like 'BD%' and o.id % 20 = 0`);
  await db.execute(sql`vacuum analyze`);
  const [sizes] = await queryRows<{ orders: number; events: number; payments: number }>(db, sql`select
    (select count(*)::int from mall_order) as orders, (select count(*)::int from mall_order_event) as events, (select count(*)::int from mall_payment) as payments`);
  console.log(`${database.driver}: ${sizes?.orders} orders, ${sizes?.events} events, ${sizes?.payments} payments, seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

  // An operator scoped to one department (custom), holding every card's code.
  const [role] = await queryRows<{ id: number }>(db, sql`insert into sys_role (name, title, level, data_scope) values ('bench_scoped', 'bench', 3, 'custom') returning id`);
  await db.execute(sql`insert into sys_roles_menus (role_id, menu_id) select ${role!.id}, id from sys_menu where permission in
    ('order:list', 'order:accept', 'order:stock', 'payment:review', 'shipment:edit', 'refund:review') on conflict do nothing`);
  await db.execute(sql`insert into sys_roles_depts (role_id, dept_id) select ${role!.id}, (select dept_id from sys_user where username = 'bench_buyer_1')`);
  const [scoped] = await queryRows<{ id: number }>(db, sql`
    insert into sys_user (username, username_canonical, nick_name, email, email_canonical, password_hash, account_type)
    values ('bench_scoped', 'bench_scoped', 'Scoped', 'scoped@staff.example', 'scoped@staff.example', 'not-a-hash', 'staff') returning id`);
  await db.execute(sql`insert into sys_users_roles (user_id, role_id) values (${scoped!.id}, ${role!.id})`);
}

const [admin] = await queryRows<{ id: number }>(db, sql`select id from sys_user where username = 'admin'`);
const [scoped] = await queryRows<{ id: number }>(db, sql`select id from sys_user where username = 'bench_scoped'`);

const app = await buildApp(config, database);
await app.ready();
const headerOf = async (userId: number) => ({ authorization: `Bearer ${await issueToken(db, { userId, rememberMe: false, ip: null, userAgent: 'bench' })}` });
const viewers = { all: await headerOf(admin!.id), scoped: await headerOf(scoped!.id) };
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 10);
const kinds: Record<string, string> = {
  work: '/api/dashboard/work',
  'figures 7 days': `/api/dashboard/figures?from=${day(6)}&to=${day(0)}`,
  'figures 30 days': `/api/dashboard/figures?from=${day(29)}&to=${day(0)}`,
  'figures 90 days': `/api/dashboard/figures?from=${day(89)}&to=${day(0)}`,
  'figures 366 days': `/api/dashboard/figures?from=${day(365)}&to=${day(0)}`,
};
for (const headers of Object.values(viewers)) {
  for (const url of Object.values(kinds)) {
    const res = await app.inject({ url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    if (process.env.BENCH_DETAIL) console.log(url, res.body.slice(0, 300));
  }
}
/** Every request ROUNDS times for both viewers, then the table of percentiles under `title` with the load average. */
async function measure(title: string) {
  const times: Record<string, number[]> = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const [viewer, headers] of Object.entries(viewers)) {
      for (const [kind, url] of Object.entries(kinds)) {
        const t = performance.now();
        const res = await app.inject({ url, headers });
        const ms = performance.now() - t;
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        (times[`${kind}, scope ${viewer}`] ??= []).push(ms);
      }
    }
  }
  console.log(`\n${title} (load average ${os.loadavg().map((l) => l.toFixed(1)).join(', ')})`);
  console.log('| request | n | p50 ms | p95 ms | p99 ms |\n|---|---|---|---|---|');
  for (const [kind, list] of Object.entries(times)) console.log(percentileRow(kind, list));
}

const timed = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
  const t = performance.now();
  const answer = await work();
  console.log(`${what}: ${(performance.now() - t).toFixed(0)} ms ${JSON.stringify(answer)}`);
  return answer;
};

if (process.env.BENCH_LIVE === '1') {
  // No rollup state: every figure is computed live, as before the task's first run.
  await db.execute(sql`delete from dashboard_rollup_state`);
  await measure('live (no rollup)');
}
await timed('rollup rebuilt', () => rollUpDashboard(db, new Date(), { rebuild: true }));
// The rows a rebuild replaced, gone as autovacuum would make them (a bench reusing its database rebuilds each time).
await db.execute(sql`vacuum analyze dashboard_day, dashboard_day_goods, dashboard_all_day, dashboard_month_value`);
await measure('rollup just run');
// A busy five minutes between two runs: CHANGED orders of the last 30 days move on (any write to an order puts it in
// the live log); their buyer-days are read live until the next run.
await db.execute(sql`update mall_order set version = version + 1 where id in (
  select id from mall_order where order_no like 'BD%' and created_at > now() - interval '30 days' order by md5(id::text) limit ${CHANGED})`);
await measure(`rollup with ${CHANGED} orders changed since its run`);
await timed('rollup run (incremental)', () => rollUpDashboard(db, new Date()));
await app.close();
await dispose();
