import { once } from 'node:events';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader } from './backup-format';
import { includedTables, migrationLevel } from './catalogue';
import { lockMaintenance } from './maintenance-lock';

/** Rows fetched from the cursor at a time: a big table never sits in memory whole. */
const FETCH_ROWS = 1000;

export type WrittenBackup = { data: Buffer; header: BackupHeader; rowCount: number };

/** A gzip stream whose compressed output is collected; writes wait for it to drain. */
function gzipCollector() {
  const gzip = zlib.createGzip({ level: 6 });
  const chunks: Buffer[] = [];
  gzip.on('data', (c: Buffer) => chunks.push(c));
  return {
    async write(line: string): Promise<void> {
      if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
    },
    async finish(): Promise<Buffer> {
      const ended = once(gzip, 'end');
      gzip.end();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}

async function writeRows(tx: DbOrTx, table: string, write: (line: string) => Promise<void>): Promise<void> {
  await tx.execute(sql`declare backup_rows no scroll cursor for select to_jsonb(t)::text as j from ${sql.identifier(table)} t`);
  for (;;) {
    const batch = await queryRows<{ j: string }>(tx, sql.raw(`fetch forward ${FETCH_ROWS} from backup_rows`));
    for (const row of batch) await write(row.j);
    if (batch.length < FETCH_ROWS) break;
  }
  await tx.execute(sql`close backup_rows`);
}

/**
 * A logical backup of the included tables (catalogue.ts) as one consistent snapshot: a REPEATABLE READ, read-only
 * transaction on PostgreSQL (PGlite has one connection, so nothing writes meanwhile). Holds the maintenance lock
 * while it reads, so no restore runs at the same time in any process.
 */
export async function writeBackup(db: Db, now: Date): Promise<WrittenBackup> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    await lockMaintenance(tx);
    const { tables } = await includedTables(tx);
    const counted = [];
    for (const t of tables) {
      const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::bigint as n from ${sql.identifier(t.name)}`);
      counted.push({ name: t.name, columns: t.columns, rows: Number(row?.n ?? 0) });
    }
    const header: BackupHeader = {
      format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: now.toISOString(), migrationLevel: await migrationLevel(tx), tables: counted,
    };
    const out = gzipCollector();
    await out.write(JSON.stringify(header));
    for (const t of counted) if (t.rows > 0) await writeRows(tx, t.name, (line) => out.write(line));
    return { data: await out.finish(), header, rowCount: counted.reduce((sum, t) => sum + t.rows, 0) };
  });
}
