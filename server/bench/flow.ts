import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { loadConfig } from '../src/config/env';
import { goods, skus } from '../src/db/schema';
import { LocalDiskStorage } from '../src/plugins/app/storage';
import { seedCatalogue } from '../src/seed/catalogue';
import { seedDemo } from '../src/seed/demo';
import { freshDatabase } from './fresh-database';
import { percentile } from './percentiles';
import { Buyer, type Goods } from './flow/buyer';
import { checkInvariants } from './flow/invariants';
import { Ledger } from './flow/ledger';
import { Operator } from './flow/operator';
import { makePeople } from './flow/people';
import { PortalClient, type Sample } from './flow/portal-client';
import { killHard, makeServer, startProcess, stopGently, waitUntilServing } from './flow/processes';

/**
 * `npm run bench:flow` — the load-and-fault run of the whole order flow (docs/performance.md "The flow under load and
 * a kill"): two server processes on one PostgreSQL database, simulated buyers browsing, searching, ordering, paying,
 * shipping and asking refunds while simulated operators accept, review, stock, ship and deliver; midway one process is
 * killed with SIGKILL and started again. Clients retry what failed in flight with the same Idempotency-Key. At the end
 * the database is checked (flow/invariants.ts) and the figures printed; the exit code is 1 when a check fails or any
 * answer was a 5xx.
 */
const { values: args } = parseArgs({ options: {
  minutes: { type: 'string', default: '3' },
  buyers: { type: 'string', default: '50' },
  operators: { type: 'string', default: '5' },
  goods: { type: 'string', default: '200' },
  'kill-at': { type: 'string', default: '0.4' },
  'no-kill': { type: 'boolean', default: false },
  keep: { type: 'boolean', default: false },
  out: { type: 'string' },
} });
const minutes = Number(args.minutes);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (msg: string) => console.error(`[flow ${new Date().toISOString().slice(11, 19)}] ${msg}`);

const base = loadConfig({ ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test', LOG_LEVEL: 'warn' });
const { database, config, dispose } = await freshDatabase(base);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-flow-'));
const databaseUrl = config.databaseUrl ?? '';
log(`database ${new URL(databaseUrl).pathname.slice(1)}, files in ${dataDir}`);
await seedDemo(database.db);
await seedCatalogue(database.db, new LocalDiskStorage(path.join(dataDir, 'uploads')), { count: Number(args.goods) });
const buyers = await makePeople(database.db, 'purchaser', Number(args.buyers), 'flowbuyer');
const operators = await makePeople(database.db, 'operator', Number(args.operators), 'flowop');
const catalogue: Goods[] = (await database.db.select({ id: goods.id, skuId: sql<number>`min(${skus.id})::int`, moq: sql<number>`min(${skus.moq})::int` })
  .from(goods).innerJoin(skus, eq(skus.goodsId, goods.id)).where(and(eq(goods.onSale, true), isNull(goods.ownerId))).groupBy(goods.id))
  .map((g) => ({ id: g.id, skuId: Number(g.skuId), moq: Number(g.moq) }));
await database.close();
log(`${buyers.length} buyers, ${operators.length} operators, ${catalogue.length} goods`);

const build = spawnSync(process.execPath, ['build.mjs'], { cwd: path.resolve(import.meta.dirname, '..'), stdio: 'inherit' });
if (build.status !== 0) throw new Error('server build failed');
const distMain = path.resolve(import.meta.dirname, '../dist/main.js');
const env = {
  DATABASE_URL: databaseUrl, DATA_DIR: dataDir, NODE_ENV: 'development', SEED_DEMO: 'false', LOG_LEVEL: 'warn', HOST: '127.0.0.1',
  THROTTLE_CAPTCHA_PER_MINUTE: '100000', THROTTLE_EMAIL_CODES_PER_10_MINUTES: '100000', THROTTLE_REGISTRATIONS_PER_10_MINUTES: '100000',
};
const servers = [makeServer('server-a', 18461, env, dataDir), makeServer('server-b', 18462, env, dataDir)];
for (const server of servers) {
  startProcess(server, distMain);
  await waitUntilServing(server);
  server.alive = true;
}
log('both processes serving');

const client = new PortalClient(servers);
const ledger = new Ledger();
const started = Date.now();
const deadline = started + minutes * 60_000;
const killAt = started + minutes * 60_000 * Number(args['kill-at']);
const kill = { at: 0, restartedAt: 0, startMs: 0 };

async function loop(tick: () => Promise<void>, thinkMs: [number, number]): Promise<void> {
  await sleep(Math.random() * 2_000);
  while (Date.now() < deadline) {
    try {
      await tick();
    } catch (err) {
      log(`actor error: ${(err as Error).message}`);
    }
    await sleep(thinkMs[0] + Math.random() * (thinkMs[1] - thinkMs[0]));
  }
}

async function killer(): Promise<void> {
  if (args['no-kill']) return;
  await sleep(killAt - Date.now());
  const victim = servers[1];
  if (!victim) return;
  log(`kill -9 ${victim.name} (pid ${victim.child?.pid})`);
  kill.at = Date.now();
  killHard(victim);
  await sleep(3_000);
  startProcess(victim, distMain);
  kill.startMs = await waitUntilServing(victim);
  victim.alive = true;
  kill.restartedAt = Date.now();
  log(`${victim.name} serving again after ${kill.startMs} ms`);
}

await Promise.all([
  ...buyers.map((b) => { const buyer = new Buyer(b, client, catalogue, ledger); return loop(() => buyer.tick(), [300, 900]); }),
  ...operators.map((o) => { const op = new Operator(o, client, ledger); return loop(() => op.tick(), [200, 500]); }),
  killer(),
]);
const elapsedMin = (Date.now() - started) / 60_000;
log('load finished; checking the database');
for (const server of servers) await stopGently(server);
const checks = await checkInvariants(databaseUrl, ledger);
const report = reportOf(client.samples, checks, elapsedMin);
console.log(report);
if (args.out) fs.writeFileSync(args.out, report);
if (!args.keep) {
  await dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
} else log(`kept ${databaseUrl} and ${dataDir}`);
const failed = checks.some((c) => !c.ok) || client.samples.some((s) => s.status >= 500 || s.status === 0);
process.exit(failed ? 1 : 0);

function reportOf(samples: Sample[], results: typeof checks, elapsed: number): string {
  const ok = (s: Sample) => s.status >= 200 && s.status < 300;
  const steps = [...new Set(samples.map((s) => s.step))].sort();
  const placed = ledger.of('order').length;
  const completed = ledger.of('transition').filter((t) => t.detail.action === 'complete').length;
  const reads = samples.filter((s) => !s.write).map((s) => s.ms);
  const writes = samples.filter((s) => s.write).map((s) => s.ms);
  const fivexx = samples.filter((s) => s.status >= 500).length;
  const gaveUp = samples.filter((s) => s.status === 0).length;
  const lost = samples.filter((s) => s.lostInFlight > 0);
  const lines = [
    `## Flow run: ${buyers.length} buyers, ${operators.length} operators, two processes, ${elapsed.toFixed(1)} min${args['no-kill'] ? ' (no kill)' : ''}`,
    '',
    `- requests: ${samples.length} (${(samples.length / (elapsed * 60)).toFixed(0)}/s); 5xx: ${fivexx}; given up after retries: ${gaveUp}`,
    `- orders placed: ${placed} (${(placed / elapsed).toFixed(1)}/min); confirmed received: ${completed} (${(completed / elapsed).toFixed(1)}/min)`,
    `- p95 reads ${percentile(reads, 95).toFixed(0)} ms (target 300), writes ${percentile(writes, 95).toFixed(0)} ms (target 800)`,
    args['no-kill'] ? '- no kill' : `- the kill: ${lost.length} requests lost an attempt in flight and were sent again (${lost.reduce((n, s) => n + s.lostInFlight, 0)} attempts); the killed process served again ${kill.startMs} ms after its start, ${((kill.restartedAt - kill.at) / 1000).toFixed(1)} s after the kill`,
    '',
    '| step | count | non-2xx | p50 ms | p95 ms | p99 ms |',
    '|---|---|---|---|---|---|',
    ...steps.map((step) => {
      const of = samples.filter((s) => s.step === step);
      const ms = of.map((s) => s.ms);
      const odd = of.filter((s) => !ok(s));
      const codes = [...new Set(odd.map((s) => s.status))].map((c) => `${c}×${odd.filter((s) => s.status === c).length}`).join(' ');
      return `| ${step} | ${of.length} | ${codes || 0} | ${percentile(ms, 50).toFixed(0)} | ${percentile(ms, 95).toFixed(0)} | ${percentile(ms, 99).toFixed(0)} |`;
    }),
    '',
    '| check | result |',
    '|---|---|',
    ...results.map((c) => `| ${c.name} | ${c.ok ? 'holds' : 'FAILS'}: ${c.detail} |`),
  ];
  return lines.join('\n');
}
