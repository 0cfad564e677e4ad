import { startTestServer } from '../test/harness';

/**
 * `npx tsx bench/test-setup.ts [goods…]`: what a server test file pays before its first test (startTestServer:
 * a fresh seeded database and the app listening), with the database templates (test/database-template.ts) and
 * without them (TEST_DB_TEMPLATE=off: migrated and seeded per file), alternated round by round so a busy machine
 * weighs on both alike. TEST_DB=postgres (with DATABASE_URL) measures PostgreSQL. Prints the median of each.
 */
const goodsCounts = process.argv.slice(2).map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const modes = ['template', 'off'] as const;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const goods of goodsCounts.length ? goodsCounts : [0]) {
  const times: Record<(typeof modes)[number], number[]> = { template: [], off: [] };
  // A first start makes the template when missing: not counted.
  await (await startTestServer({}, { catalogue: goods })).close();
  for (let round = 0; round < ROUNDS; round++) {
    for (const mode of modes) {
      process.env.TEST_DB_TEMPLATE = mode === 'off' ? 'off' : '';
      const started = performance.now();
      const server = await startTestServer({}, { catalogue: goods });
      times[mode].push(performance.now() - started);
      await server.close();
    }
  }
  console.log(`${process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'}, ${goods} goods: ` +
    modes.map((m) => `${m} ${Math.round(median(times[m]))} ms (${times[m].map((t) => Math.round(t)).join(', ')})`).join('; '));
}
