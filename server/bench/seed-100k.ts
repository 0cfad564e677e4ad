import path from 'node:path';
import { sql } from 'drizzle-orm';
import { connectDatabase } from '../src/db/connect';
import { runMigrations } from '../src/db/migrate';
import { LocalDiskStorage } from '../src/plugins/app/storage';
import { seedCatalogue } from '../src/seed/catalogue';

/**
 * `npm run seed:bench`: the benchmark catalogue (issue 8), 100,000 goods (BENCH_GOODS to change) with up to four
 * SKUs each, into the PostgreSQL at DATABASE_URL or the PGlite data directory DATA_DIR (default ./data/bench, git-ignored).
 * Idempotent like the demo seed: a second run adds what is missing. Pictures go to <DATA_DIR>/uploads.
 * Use a database of its own: the demo seed would then add nothing to it (every name is already there).
 */
const count = Number(process.env.BENCH_GOODS ?? 100_000);
const databaseUrl = process.env.DATABASE_URL ?? null;
const dataDir = path.resolve(process.env.DATA_DIR ?? './data/bench');
const database = await connectDatabase({ databaseUrl, dataDir: databaseUrl ? null : dataDir });
await runMigrations(database);
const started = Date.now();
let last = 0;
const { inserted } = await seedCatalogue(database.db, new LocalDiskStorage(path.join(dataDir, 'uploads')), {
  count, maxSkus: 4, batch: 1000,
  onProgress: (n, total) => {
    if (n - last >= 10_000 || n === total) {
      last = n;
      console.log(`${n} / ${total} goods (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
  },
});
// Fresh statistics, so the planner knows the table's size before the first search; the vacuum also moves the
// trigram indexes' pending entries (GIN fastupdate) into the index, as autovacuum would on a settled database
// (PGlite has no autovacuum): a search would otherwise read the whole pending list with every word.
await database.db.execute(sql`vacuum analyze`);
console.log(`inserted ${inserted} goods in ${((Date.now() - started) / 1000).toFixed(1)} s into ${databaseUrl ? 'PostgreSQL' : `PGlite at ${dataDir}`}`);
await database.close();
