import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import nodePath from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';
import { connectDatabase, type Database } from '../src/db/connect';
import { DataDirLocked, lockDataDir } from '../src/db/data-dir-lock';
import { SERVER_ROOT } from '../src/paths';
import { seedTestCatalogue, seedTestDatabase } from './database-seed';

/**
 * The migrated and seeded database each test file starts from, made once and copied per file (docs/testing.md,
 * "One seeded database, copied per file"). Migrating and seeding cost every file seconds on each database;
 * copying a finished one costs a fraction. One template per seeding (`goods`: how many catalogue goods, 0 for
 * none), made by the first file that needs it while the others wait on a lock, and kept for the next runs under
 * a key that changes with anything that could change its content:
 * - the code of database-seed.ts and everything it imports (one esbuild bundle of it, shared-contracts included),
 *   and this file,
 * - the migrations folder, the lockfile (the versions of drizzle, PGlite and pg-boss that write the schema),
 * - the day, so no test meets timestamps older than a day, and the checkout's folder (two checkouts on one
 *   PostgreSQL never share a template whose uploads live in the other's folder).
 * PGlite's template is its data directory saved as a tarball (dumpDataDir) and loaded into each file's memory
 * database (loadDataDir); PostgreSQL's is a database copied with `create database … template …`. A catalogue's
 * pictures are kept beside either and copied into the file's DATA_DIR.
 */

export type TestDriver = 'pglite' | 'postgres';

/** `TEST_DB=postgres` runs the suite on fresh databases of the PostgreSQL at DATABASE_URL; otherwise PGlite in memory. */
export const testDriver: TestDriver = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** Where a test file's fresh database comes from: one of these is set, per the driver. */
export type DatabaseTemplate = { pgliteDataDir?: Blob; postgresTemplate?: string; uploads: string | null };

const CACHE_ROOT = nodePath.join(SERVER_ROOT, 'node_modules/.cache/test-databases');
const PREFIX = 'portal_tpl_';
/** Templates of another key are removed only after this long: a run started on other sources may still use them. */
const KEEP_OTHER_KEYS_MS = 2 * 60 * 60 * 1000;

/** The hash of everything a template's content depends on (see above), 16 hex digits. */
export async function templateKey(): Promise<string> {
  const { dependencies = {} } = JSON.parse(await fs.readFile(nodePath.join(SERVER_ROOT, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const external = Object.keys(dependencies).filter((name) => name !== 'shared-contracts').flatMap((name) => [name, `${name}/*`]);
  const bundle = await build({
    entryPoints: [nodePath.join(SERVER_ROOT, 'test/database-seed.ts')], bundle: true, write: false, platform: 'node',
    format: 'esm', external, logLevel: 'silent',
  });
  const hash = crypto.createHash('sha256');
  for (const out of bundle.outputFiles) hash.update(out.contents);
  // How a template is made (the catalogue ones from the one without goods) is this file's.
  hash.update(await fs.readFile(nodePath.join(SERVER_ROOT, 'test/database-template.ts')));
  const migrations = nodePath.join(SERVER_ROOT, 'migrations');
  for (const file of (await fs.readdir(migrations, { recursive: true })).sort()) {
    const full = nodePath.join(migrations, file);
    if ((await fs.stat(full)).isFile()) hash.update(file).update(await fs.readFile(full));
  }
  hash.update(await fs.readFile(nodePath.join(SERVER_ROOT, '../pnpm-lock.yaml')));
  hash.update(new Date().toISOString().slice(0, 10)).update(SERVER_ROOT);
  return hash.digest('hex').slice(0, 16);
}

/** The template for `goods` catalogue goods under `key`, made now if no run made it yet. */
export async function databaseTemplate(driver: TestDriver, key: string, goods: number): Promise<DatabaseTemplate> {
  const dir = nodePath.join(CACHE_ROOT, key);
  await fs.mkdir(dir, { recursive: true });
  // Per driver: a PostgreSQL template made while a PGlite file copies these must not replace them under it.
  const uploads = goods > 0 ? nodePath.join(dir, `${driver}-c${goods}-uploads`) : null;
  if (driver === 'postgres') return { postgresTemplate: await postgresTemplate(key, goods, uploads), uploads };
  return { pgliteDataDir: await savedDataDir(await pgliteTemplate(dir, goods, uploads)), uploads };
}

/**
 * A PGlite template's tarball, read once per worker: the files of a worker share this module (server/vitest.config.ts
 * `isolate: false`), and reading the 44 MB again for every file cost 25 s of the PGlite suite's worker time. A Blob
 * cannot change, and each PGlite copies it into a memory of its own, so one is shared by every file of the worker.
 * Keyed by path, and the path by the template's key: a changed template has another path.
 */
const savedDataDirs = new Map<string, Promise<Blob>>();
function savedDataDir(tarball: string): Promise<Blob> {
  let saved = savedDataDirs.get(tarball);
  if (!saved) {
    saved = fs.readFile(tarball).then((bytes) => new LoadedTarball(bytes));
    saved.catch(() => savedDataDirs.delete(tarball));
    savedDataDirs.set(tarball, saved);
  }
  return saved;
}

/**
 * A tarball already in memory, handed to PGlite whole: PGlite reads a Blob with `arrayBuffer()`, which Node answers by
 * streaming and joining its 44 MB again for every file (55 ms of CPU each). PGlite only reads the bytes (its untar
 * copies each file out), so one buffer serves every load.
 */
class LoadedTarball extends Blob {
  private readonly whole: ArrayBuffer;

  constructor(bytes: Buffer) {
    super([]);
    this.whole = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.whole);
  }
}

/**
 * One step of seeding: the migrated demo database, or a catalogue on a copy of it (the catalogue templates start
 * from the one without goods instead of migrating again).
 */
function seedStep(database: Database, goods: number, uploads: string | null): Promise<void> {
  return seedInto(uploads, (into) => goods > 0 ? seedTestCatalogue(database, goods, into) : seedTestDatabase(database));
}

async function pgliteTemplate(dir: string, goods: number, uploads: string | null): Promise<string> {
  const tarball = nodePath.join(dir, `c${goods}.tar`);
  if (await exists(tarball)) return tarball;
  await withFileLock(nodePath.join(dir, `lock-c${goods}`), async () => {
    if (await exists(tarball)) return;
    const base = goods > 0 ? new Blob([await fs.readFile(await pgliteTemplate(dir, 0, null))]) : undefined;
    const database = await connectDatabase({ databaseUrl: null, dataDir: null, loadDataDir: base });
    if (database.driver !== 'pglite') throw new Error('an in-memory database is PGlite');
    try {
      await seedStep(database, goods, uploads);
      // A test file's database is `postgres` and never makes another: the two template databases are a third of the
      // tarball every file loads (docs/testing.md step 14).
      if (goods === 0) {
        await database.client.exec(`update pg_database set datistemplate = false where datname in ('template0', 'template1')`);
        for (const name of ['template0', 'template1']) await database.client.exec(`drop database ${name}`);
      }
      // Written through: a load then starts without replaying the log.
      await database.client.exec('checkpoint');
      await writeAtomically(tarball, Buffer.from(await (await database.client.dumpDataDir('none')).arrayBuffer()));
    } finally {
      await database.close();
    }
  });
  return tarball;
}

/** The admin database's URL with another database name. */
export function postgresUrl(name: string): string {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `fn` with a client of the admin database (DATABASE_URL), closed after. */
export async function withAdmin<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** Waits until no session uses the database (a closed pool's connections end a moment after `end()`). */
export async function waitUntilUnused(admin: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0]!.n === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function postgresTemplate(key: string, goods: number, uploads: string | null): Promise<string> {
  const name = `${PREFIX}${key}_c${goods}`;
  return withAdmin(async (admin) => {
    const ready = async () => (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1
      && (uploads === null || await exists(uploads));
    if (await ready()) return name;
    // Every builder on this PostgreSQL (other workers, other runs) waits here; the first one builds.
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      if (await ready()) return name;
      await dropTemplate(admin, name); // its uploads are gone: made again with them
      const base = goods > 0 ? await postgresTemplate(key, 0, null) : null;
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}${base ? ` template ${base}` : ''}`);
      const database = await connectDatabase({ databaseUrl: postgresUrl(building), dataDir: null });
      try {
        await seedStep(database, goods, uploads);
      } finally {
        await database.close();
      }
      await waitUntilUnused(admin, building);
      // Renamed when complete, so a template by this name is always a finished one. No connections from here on:
      // autovacuum leaves it alone (its statistics stay those of a fresh seed) and a copy never waits for a session.
      await admin.query(`alter database ${building} rename to ${name}`);
      await admin.query(`alter database ${name} with is_template true allow_connections false`);
      await admin.query(`comment on database ${name} is '${new Date().toISOString()}'`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}

async function dropTemplate(admin: pg.Client, name: string): Promise<void> {
  if ((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 0) return;
  await admin.query(`alter database ${name} with is_template false`);
  await admin.query(`drop database ${name} with (force)`);
}

/**
 * Removes the templates of other keys not made in the last two hours (the sources or the day changed), on disk
 * and, with `driver` postgres, on the PostgreSQL at DATABASE_URL. A template being made holds its lock and is
 * skipped.
 */
export async function pruneTemplates(driver: TestDriver, key: string): Promise<void> {
  const now = Date.now();
  for (const entry of await fs.readdir(CACHE_ROOT).catch(() => [])) {
    const dir = nodePath.join(CACHE_ROOT, entry);
    if (entry !== key && now - (await fs.stat(dir)).mtimeMs > KEEP_OTHER_KEYS_MS) await fs.rm(dir, { recursive: true, force: true });
  }
  if (driver !== 'postgres') return;
  await withAdmin(async (admin) => {
    const { rows } = await admin.query<{ datname: string; made: string | null }>(
      `select datname, shobj_description(oid, 'pg_database') as made from pg_database where datname like $1`, [`${PREFIX}%`]);
    for (const { datname, made } of rows) {
      if (datname.startsWith(`${PREFIX}${key}_`) || !made || now - Date.parse(made) < KEEP_OTHER_KEYS_MS) continue;
      const { rows: [lock] } = await admin.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtext($1)) as ok', [datname]);
      if (!lock!.ok) continue;
      try {
        await dropTemplate(admin, datname);
      } finally {
        await admin.query('select pg_advisory_unlock(hashtext($1))', [datname]);
      }
    }
  });
}

/** Seeds with the uploads written to a folder of its own, renamed to `uploads` once complete. */
async function seedInto(uploads: string | null, seed: (into: string) => Promise<void>): Promise<void> {
  if (uploads === null) return seed(nodePath.join(CACHE_ROOT, 'no-uploads')); // the demo seed writes no file
  const staging = `${uploads}.building-${process.pid}`;
  await fs.rm(staging, { recursive: true, force: true });
  await seed(staging);
  await fs.rm(uploads, { recursive: true, force: true });
  await fs.rename(staging, uploads);
}

async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(tmp, data);
  await fs.rename(tmp, file);
}

/** The data-directory lock (one holder per folder, a dead holder's lock taken over), waited for. */
async function withFileLock(dir: string, fn: () => Promise<void>): Promise<void> {
  let release: () => void;
  for (;;) {
    try {
      release = lockDataDir(dir);
      break;
    } catch (err) {
      if (!(err instanceof DataDirLocked)) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    await fn();
  } finally {
    release();
  }
}

async function exists(path: string): Promise<boolean> {
  return fs.access(path).then(() => true, () => false);
}
