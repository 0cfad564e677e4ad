import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { categories, goods, orders, stores, users } from '../src/db/schema';
import { issueToken } from '../src/modules/auth/tokens';
import { seedDicts } from '../src/seed/dicts';
import { freshDatabase } from './fresh-database';
import { percentile } from './percentiles';

/**
 * `npx tsx bench/live-streams.ts` (docs/performance.md "Live events"): BENCH_STREAMS (1,000) open `GET /api/events`
 * streams on one server process (PGlite, or PostgreSQL when DATABASE_URL is set), held by a child process so the
 * server's memory is its own: 9 in 10 streams are buyers' (4 streams each, as tabs), 1 in 10 administrators' (who
 * receive every change). Then BENCH_CHANGES (200) order changes, BENCH_RATE (20) a second, each an update of an
 * order's status committed in its own transaction; the time from the commit to each stream's event is measured.
 * Prints the server's memory per stream (RSS and heap, after GC, before and after opening) and the delay's
 * p50/p95/p99 over every delivery.
 */
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1_000);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 200);
const RATE = Number(process.env.BENCH_RATE ?? 20);
const TABS = 4;

type Child = { url: string; tokens: string[] };
type Arrival = { orderId: number; at: number };

if (process.argv[2] === 'clients') {
  // The child: opens the streams, reports each change event's arrival (wall clock, shared with the parent).
  process.once('message', (msg: Child) => {
    let open = 0;
    const arrivals: Arrival[] = [];
    for (const token of msg.tokens) {
      const req = http.get(`${msg.url}/api/events`, { headers: { authorization: `Bearer ${token}` }, agent: false }, (res) => {
        res.setEncoding('utf8');
        if (++open === msg.tokens.length) process.send?.({ ready: true });
        let buffer = '';
        res.on('data', (chunk: string) => {
          const at = Date.now();
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split('\n').find((l) => l.startsWith('data: '));
            if (!data || !block.includes('event: change')) continue;
            const event = JSON.parse(data.slice(6)) as { entity: string; orderId: number | null };
            if (event.entity === 'order' && event.orderId !== null) arrivals.push({ orderId: event.orderId, at });
          }
        });
      });
      req.on('error', (err) => console.error('stream failed', err.message));
    }
    process.on('message', (m: { report?: boolean }) => {
      if (m.report) process.send?.({ arrivals }, () => process.exit(0));
    });
  });
} else {
  const base = loadConfig({ ...process.env, NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1' });
  const { database, config, dispose } = await freshDatabase(base);
  const db = database.db;
  await seedDicts(db);
  const [store] = await db.insert(stores).values({ name: '基准店铺', location: '广州' }).returning({ id: stores.id });
  const [category] = await db.insert(categories).values({ name: '基准分类' }).returning({ id: categories.id });
  await db.insert(goods).values({ storeId: store!.id, categoryId: category!.id, name: '基准商品', minPrice: 100, maxPrice: 100, moq: 1, onSale: true });

  const admins = Math.max(1, Math.round(STREAMS / 10));
  const buyerStreams = STREAMS - admins;
  const buyers = Math.ceil(buyerStreams / TABS);
  const tokens: string[] = [];
  const orderIds: number[] = [];
  const user = async (name: string, isAdmin: boolean) => {
    const [u] = await db.insert(users).values({ username: name, usernameCanonical: name, nickName: name, passwordHash: 'x', accountType: isAdmin ? 'staff' : 'purchaser', isAdmin })
      .returning({ id: users.id });
    return u!.id;
  };
  const buyerIds: number[] = [];
  for (let b = 0; b < buyers; b++) {
    const userId = await user(`bench-buyer-${b}`, false);
    buyerIds.push(userId);
    const token = await issueToken(db, { userId, rememberMe: true, ip: null, userAgent: 'bench' });
    for (let t = 0; t < TABS && tokens.length < buyerStreams; t++) tokens.push(token);
  }
  // One order per change, so each arrival belongs to exactly one commit.
  for (let i = 0; i < CHANGES; i++) {
    const [order] = await db.insert(orders).values({
      orderNo: `PO-LIVE-${i}`, userId: buyerIds[i % (Math.floor(buyerStreams / TABS) || 1)]!, storeId: store!.id, status: 'pendingAcceptance',
      acceptance: 'waiting', goodsTotal: 100, depositAmount: 30, quantity: 1, source: 'buyNow',
    }).returning({ id: orders.id });
    orderIds.push(order!.id);
  }
  for (let a = 0; a < admins; a++) {
    tokens.push(await issueToken(db, { userId: await user(`bench-admin-${a}`, true), rememberMe: true, ip: null, userAgent: 'bench' }));
  }

  const app = await buildApp({ ...config, live: { ...config.live, maxStreamsPerUser: TABS } }, database, { ownsDatabase: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const gc = (globalThis as { gc?: () => void }).gc;
  const memory = () => {
    gc?.();
    const m = process.memoryUsage();
    return { rss: m.rss, heap: m.heapUsed };
  };
  const before = memory();

  const child = fork(fileURLToPath(import.meta.url), ['clients'], { stdio: 'inherit' });
  const ready = new Promise<void>((resolve) => child.once('message', () => resolve()));
  const began = Date.now();
  child.send({ url, tokens } satisfies Child);
  await ready;
  const openedIn = Date.now() - began;
  await new Promise((r) => setTimeout(r, 2_000));
  const after = memory();

  // The time a change starts (before its update is sent): the delay measured includes the update's own round trip.
  const started = new Map<number, number>();
  for (let i = 0; i < CHANGES; i++) {
    const orderId = orderIds[i]!;
    started.set(orderId, Date.now());
    await db.update(orders).set({ status: 'depositPending', updatedAt: new Date() }).where(eq(orders.id, orderId));
    await new Promise((r) => setTimeout(r, 1_000 / RATE));
  }
  await new Promise((r) => setTimeout(r, 3_000));
  const report = new Promise<Arrival[]>((resolve) => child.on('message', (m: { arrivals?: Arrival[] }) => m.arrivals && resolve(m.arrivals)));
  child.send({ report: true });
  const arrivals = await report;
  const delays = arrivals.flatMap((a) => (started.has(a.orderId) ? [a.at - started.get(a.orderId)!] : []));
  const expected = CHANGES * (TABS + admins); // every buyer but possibly the last holds TABS streams
  const [{ n: logRows } = { n: 0 }] = (await db.execute(sql`select count(*)::int as n from live_event`) as unknown as { rows: { n: number }[] }).rows;
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  console.log(`driver ${database.driver}; ${STREAMS} streams (${buyers} buyers x ${TABS}, ${admins} admins) opened in ${openedIn} ms (the client process's start included); gc ${gc ? 'on' : 'off (run with --expose-gc)'}`);
  console.log(`server memory: rss ${mb(before.rss)} -> ${mb(after.rss)} MB, heap ${mb(before.heap)} -> ${mb(after.heap)} MB; per stream: rss ${((after.rss - before.rss) / STREAMS / 1024).toFixed(1)} KB, heap ${((after.heap - before.heap) / STREAMS / 1024).toFixed(1)} KB`);
  console.log(`${CHANGES} changes at ${RATE}/s, ${logRows} log rows; deliveries ${delays.length} of ${expected} expected`);
  console.log(`change -> event (ms): p50 ${percentile(delays, 50)}, p95 ${percentile(delays, 95)}, p99 ${percentile(delays, 99)}, max ${Math.max(0, ...delays)}`);
  if (process.env.BENCH_DEBUG) {
    const seqs = (await db.execute(sql`select seq, entity_id, created_at from live_event order by seq`) as unknown as { rows: { seq: number; entity_id: number }[] }).rows;
    console.log('hub last', app.liveHub.last, 'log max', seqs[seqs.length - 1]?.seq, 'null seqs', seqs.filter((r) => r.seq === null).length);
    const per = new Map<number, number>();
    for (const a of arrivals) per.set(a.orderId, (per.get(a.orderId) ?? 0) + 1);
    console.log('arrivals per order', JSON.stringify([...per.entries()].sort((x, y) => x[0] - y[0])));
  }
  await app.close();
  await dispose();
  process.exit(0);
}
