import { PgDialect } from 'drizzle-orm/pg-core';
import { connectDatabase } from '../src/db/connect';
import type { DataScope } from '../src/modules/data-scope/data-scope';
import { periodRows } from '../src/modules/dashboard/figures';
import { figuresSource } from '../src/modules/dashboard/figures-source';

/**
 * `tsx bench/dashboard-explain.ts DAYS` with DATABASE_URL naming a seeded bench database (npm run bench:dashboard
 * with BENCH_REUSE=1): EXPLAIN ANALYZE of the figures' statement over the last DAYS days, scope all, as the route
 * builds it (rollup, changed buyer-days and today live), JIT off as in the route. `--time` runs it 10 times
 * instead and prints each duration (no EXPLAIN's per-row timing). `--dept ID`: scoped to that department instead (the
 * bench's operator sees one).
 */
const days = Number(process.argv[2] ?? 90);
const database = await connectDatabase({ databaseUrl: process.env.DATABASE_URL ?? null, dataDir: null });
if (database.driver !== 'postgres') throw new Error('DATABASE_URL must name a PostgreSQL database');
const day = (ago: number) => new Date(Date.now() - ago * 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 10);
const dept = process.argv.indexOf('--dept');
const scope: DataScope = dept > 0 ? { kind: 'limited', deptIds: process.argv[dept + 1]!.split(',').map(Number), userId: 0 } : { kind: 'all' };
const p = { scope, from: day(days - 1), to: day(0) };
const query = new PgDialect().sqlToQuery(periodRows(await figuresSource(database.db, p), 1));
const client = await database.pool.connect();
await client.query('set jit = off');
if (process.argv.includes('--time')) {
  const times: string[] = [];
  for (let i = 0; i < 10; i++) {
    const t = performance.now();
    await client.query(query.sql, query.params);
    times.push((performance.now() - t).toFixed(1));
  }
  console.log(`${days} days: ${times.join(' ')} ms`);
} else {
  const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${query.sql}`, query.params);
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
}
client.release();
await database.close();
