import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { queryRows } from '../src/db/rows';
import { categories, goods, orderLines, orders, skus, stores, users } from '../src/db/schema';
import { issueToken } from '../src/modules/auth/tokens';
import { seedDicts } from '../src/seed/dicts';
import { freshDatabase } from './fresh-database';
import { percentile } from './percentiles';

/**
 * `npm run bench:shipments`: `POST api/shipments` under 50 concurrent clients on a fresh database (PGlite, or
 * PostgreSQL when DATABASE_URL is set), through the real HTTP server on a local port.
 *
 * - "own stock": 50 buyers, each shipping one unit at a time from their own stock of one SKU (the same SKU for all).
 * - "one buyer": 50 clients of ONE buyer shipping from that buyer's stock of the SKU, spread over several orders
 *   (every request locks the same lines), with more asked for than there is: the surplus must be refused.
 *
 * Prints shipments per second, p50/p95/p99 latency and checks zero oversell at the end: every line's shipped
 * quantity within its taken stock, shipments and lines agreeing, and the one buyer's stock shipped exactly.
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const PER_CLIENT = Number(process.env.BENCH_REQUESTS ?? 20);
/** The one buyer's stock: fewer units than the requests, so that some must be refused. */
const ONE_BUYER_STOCK = Math.floor((CLIENTS * PER_CLIENT * 3) / 4);
const ONE_BUYER_ORDERS = 10;

const base = loadConfig({ ...process.env, NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
const { database, config, dispose } = await freshDatabase(base);
const db = database.db;
await seedDicts(db);

const [store] = await db.insert(stores).values({ name: '基准店铺', location: '广州' }).returning({ id: stores.id });
const [category] = await db.insert(categories).values({ name: '基准分类' }).returning({ id: categories.id });
const [good] = await db.insert(goods).values({
  storeId: store!.id, categoryId: category!.id, name: '基准保温杯', minPrice: 3300, maxPrice: 3300, moq: 1, onSale: true,
}).returning({ id: goods.id });
const [sku] = await db.insert(skus).values({ goodsId: good!.id, attrs: { 容量: '500ml' }, specText: '500ml', price: 3300 }).returning({ id: skus.id });
const skuId = sku!.id;

let orderNo = 0;
/** An order of the SKU as an approved final payment leaves it: `units` stocked and taken, pending shipment. */
async function stockedOrder(userId: number, units: number): Promise<void> {
  orderNo += 1;
  const [order] = await db.insert(orders).values({
    orderNo: `PO-BENCH-${orderNo}`, userId, storeId: store!.id, status: 'pendingShipment', acceptance: 'accepted',
    goodsTotal: units * 3300, depositAmount: Math.ceil(units * 3300 * 0.3), paidAmount: units * 3300, quantity: units, source: 'buyNow',
    stockedAt: new Date(Date.now() - orderNo * 60_000),
  }).returning({ id: orders.id });
  await db.insert(orderLines).values({
    orderId: order!.id, goodsId: good!.id, skuId, goodsName: '基准保温杯', specText: '500ml', unitPrice: 3300, quantity: units,
    totalPrice: units * 3300, stockedQty: units, takenQty: units,
  });
}

async function buyer(name: string): Promise<{ userId: number; token: string }> {
  const [user] = await db.insert(users).values({ username: name, usernameCanonical: name, nickName: name, passwordHash: 'x', accountType: 'purchaser' })
    .returning({ id: users.id });
  return { userId: user!.id, token: await issueToken(db, { userId: user!.id, rememberMe: false, ip: null, userAgent: 'bench' }) };
}

const many = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => buyer(`bench-buyer-${i}`)));
for (const b of many) await stockedOrder(b.userId, PER_CLIENT);
const one = await buyer('bench-one');
for (let i = 0; i < ONE_BUYER_ORDERS; i++) {
  const share = Math.floor(ONE_BUYER_STOCK / ONE_BUYER_ORDERS) + (i < ONE_BUYER_STOCK % ONE_BUYER_ORDERS ? 1 : 0);
  if (share > 0) await stockedOrder(one.userId, share);
}

const app = await buildApp(config, database);
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/shipments`;
const body = JSON.stringify({ items: [{ skuId, quantity: 1 }], consignee: 'Nguyễn Văn An', contact: '0912345678', address: '12 Lý Thường Kiệt, Hà Nội' });

type Run = { ms: number[]; created: number; refused: number; other: number; wallMs: number };

/** CLIENTS loops, each sending PER_CLIENT requests one after another with the token `tokenOf(client)`. */
async function run(tokenOf: (client: number) => string): Promise<Run> {
  const result: Run = { ms: [], created: 0, refused: 0, other: 0, wallMs: 0 };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, async (_, client) => {
    for (let i = 0; i < PER_CLIENT; i++) {
      const t = performance.now();
      const res = await fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenOf(client)}` } });
      const answer = await res.json() as { message?: string };
      result.ms.push(performance.now() - t);
      if (res.status === 201) result.created += 1;
      else if (res.status === 400 && answer.message === 'mall.insufficientStock') result.refused += 1;
      else result.other += 1;
    }
  }));
  result.wallMs = performance.now() - started;
  return result;
}

function report(name: string, r: Run): void {
  const sorted = [...r.ms].sort((a, b) => a - b);
  console.log(`${name.padEnd(10)} ${String(r.created).padStart(5)} created ${String(r.refused).padStart(5)} refused ${r.other} other | `
    + `${(r.created / (r.wallMs / 1000)).toFixed(0).padStart(4)} shipments/s ${((r.created + r.refused) / (r.wallMs / 1000)).toFixed(0).padStart(4)} req/s | `
    + `p50 ${percentile(sorted, 50).toFixed(1)} ms p95 ${percentile(sorted, 95).toFixed(1)} ms p99 ${percentile(sorted, 99).toFixed(1)} ms`);
}

// Warm-up: JIT, the planner, the pool's connections (its own buyer, not counted).
const warm = await buyer('bench-warm');
await stockedOrder(warm.userId, 100);
await Promise.all(Array.from({ length: 20 }, () => fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', authorization: `Bearer ${warm.token}` } }).then((r) => r.text())));

console.log(`${database.driver}: ${CLIENTS} concurrent clients × ${PER_CLIENT} requests of 1 unit; one buyer's stock ${ONE_BUYER_STOCK} in ${ONE_BUYER_ORDERS} orders`);
const own = await run((client) => many[client]!.token);
report('own stock', own);
const single = await run(() => one.token);
report('one buyer', single);

// Zero oversell: no line ships more than its stock, lines and shipments agree, the one buyer shipped exactly their stock.
const [check] = await queryRows<{ over: number; lines: number; items: number; shipments: number; one_shipped: number; one_items: number }>(db, sql`
  select
    (select count(*)::int from mall_order_line where shipped_qty + frozen_qty + refunded_qty > taken_qty or shipped_qty < 0) as over,
    (select coalesce(sum(shipped_qty), 0)::int from mall_order_line) as lines,
    (select coalesce(sum(quantity), 0)::int from mall_shipment_item) as items,
    (select coalesce(sum(quantity), 0)::int from mall_shipment) as shipments,
    (select coalesce(sum(l.shipped_qty), 0)::int from mall_order_line l join mall_order o on o.id = l.order_id where o.user_id = ${one.userId}) as one_shipped,
    (select coalesce(sum(quantity), 0)::int from mall_shipment where user_id = ${one.userId}) as one_items`);
const ok = check !== undefined && check.over === 0 && check.lines === check.items && check.items === check.shipments
  && check.one_shipped === ONE_BUYER_STOCK && check.one_items === ONE_BUYER_STOCK && single.created === ONE_BUYER_STOCK
  && own.created === CLIENTS * PER_CLIENT && own.other === 0 && single.other === 0;
console.log(`oversell check: ${JSON.stringify(check)} → ${ok ? 'OK, zero oversell' : 'FAILED'}`);

await app.close();
await dispose();
if (!ok) process.exit(1);
