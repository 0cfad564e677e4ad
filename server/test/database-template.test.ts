import fs from 'node:fs/promises';
import os from 'node:os';
import nodePath from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, type Database } from '../src/db/connect';
import { queryRows } from '../src/db/rows';
import { seedTestCatalogue, seedTestDatabase } from './database-seed';
import { databaseTemplate, type DatabaseTemplate } from './database-template';
import { freshPostgres, startTestServer, testDriver } from './harness';

/**
 * A test file's database copied from the template (database-template.ts) holds what migrating and seeding it
 * would: the same tables with the same rows, the same sequence positions (so ids match), the same catalogue
 * pictures. Timestamps and password hashes (salted) differ between any two seedings and are left out.
 */
async function fingerprint(database: Database): Promise<Record<string, string>> {
  const tables = await queryRows<{ schema: string; name: string }>(database.db, sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`);
  const out: Record<string, string> = {};
  for (const t of tables) {
    const columns = await queryRows<{ name: string }>(database.db, sql`
      select column_name as name from information_schema.columns
      where table_schema = ${t.schema} and table_name = ${t.name}
        and data_type not like 'timestamp%' and data_type <> 'date' and column_name not like '%password%'
      order by ordinal_position`);
    const list = columns.map((c) => `"${c.name}"`).join(', ');
    const [row] = await queryRows<{ n: number; digest: string | null }>(database.db, sql.raw(`
      select count(*)::int as n, md5(string_agg(r::text, '|' order by r::text)) as digest
      from (select ${list || '1'} from "${t.schema}"."${t.name}") r`));
    out[`${t.schema}.${t.name}`] = `${columns.map((c) => c.name).join(',')} ${row!.n} ${row!.digest}`;
  }
  for (const s of await queryRows<{ name: string; last: number | null }>(database.db, sql`
    select schemaname || '.' || sequencename as name, last_value::int as last from pg_sequences`)) {
    out[`sequence ${s.name}`] = String(s.last);
  }
  return out;
}

async function filesUnder(dir: string): Promise<string[]> {
  return (await fs.readdir(dir, { recursive: true })).sort();
}

/** A database per the driver, migrated and seeded (`template` unset) or copied from the template. */
async function openDatabase(template: DatabaseTemplate | null): Promise<{ database: Database; close: () => Promise<void> }> {
  const pgDb = testDriver === 'postgres' ? await freshPostgres(template?.postgresTemplate) : null;
  const database = await connectDatabase({ databaseUrl: pgDb?.url ?? null, dataDir: null, loadDataDir: template?.pgliteDataDir });
  return { database, close: async () => { await database.close(); await pgDb?.drop(); } };
}

describe('a test file\'s database', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => { for (const close of closers.reverse()) await close(); });
  const goods = 2;

  it('copied from the template holds what migrating and seeding holds, catalogue pictures included', async () => {
    const fresh = await openDatabase(null);
    closers.push(fresh.close);
    const uploads = await fs.mkdtemp(nodePath.join(os.tmpdir(), 'portal-fresh-uploads-'));
    closers.push(() => fs.rm(uploads, { recursive: true, force: true }));
    await seedTestDatabase(fresh.database);
    await seedTestCatalogue(fresh.database, goods, uploads);

    const template = await databaseTemplate(testDriver, inject('testDatabaseKey'), goods);
    const copy = await openDatabase(template);
    closers.push(copy.close);
    expect(await fingerprint(copy.database)).toEqual(await fingerprint(fresh.database));
    expect(await filesUnder(template.uploads!)).toEqual(await filesUnder(uploads));
  }, 180_000); // a fresh seeding, and the template's when missing: what a hook does, twice

  it('the test server starts on such a copy, with the catalogue pictures in its DATA_DIR', async () => {
    const server = await startTestServer({}, { catalogue: goods });
    closers.push(() => server.close());
    const [counts] = await queryRows<{ goods: number; users: number }>(server.database.db,
      sql`select (select count(*) from mall_goods)::int as goods, (select count(*) from sys_user)::int as users`);
    expect(counts).toEqual({ goods, users: 5 });
    const template = await databaseTemplate(testDriver, inject('testDatabaseKey'), goods);
    const copied = await filesUnder(nodePath.join(server.config.dataDir, 'uploads'));
    expect(copied.length).toBeGreaterThan(0);
    expect(copied).toEqual(await filesUnder(template.uploads!));
  }, 120_000);
});
