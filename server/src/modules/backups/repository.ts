import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';

export type BackupRow = {
  id: number; name: string; storage_key: string; size: number; kind: string; table_count: number; row_count: number;
  created_by: string | null; created_at: Date | string;
};
export type NewBackup = Omit<BackupRow, 'id' | 'created_at'>;

const COLUMNS = sql`id, name, storage_key, size, kind, table_count, row_count, created_by, created_at`;

/** Newest first. */
export async function pageBackups(db: DbOrTx, offset: number, limit: number): Promise<{ rows: BackupRow[]; total: number }> {
  const rows = await queryRows<BackupRow>(db, sql`select ${COLUMNS} from sys_backup order by created_at desc, id desc limit ${limit} offset ${offset}`);
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from sys_backup`);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findBackup(db: DbOrTx, id: number): Promise<BackupRow | null> {
  const [row] = await queryRows<BackupRow>(db, sql`select ${COLUMNS} from sys_backup where id = ${id}`);
  return row ?? null;
}

export async function insertBackup(db: DbOrTx, b: NewBackup): Promise<BackupRow> {
  const [row] = await queryRows<BackupRow>(db, sql`
    insert into sys_backup (name, storage_key, size, kind, table_count, row_count, created_by)
    values (${b.name}, ${b.storage_key}, ${b.size}, ${b.kind}, ${b.table_count}, ${b.row_count}, ${b.created_by})
    returning ${COLUMNS}`);
  if (!row) throw new Error('insert into sys_backup returned nothing');
  return row;
}

/** Deletes the row; answers its storage key, or null when it was not there. */
export async function deleteBackup(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await queryRows<{ storage_key: string }>(db, sql`delete from sys_backup where id = ${id} returning storage_key`);
  return row?.storage_key ?? null;
}

/** Scheduled backups beyond the newest `keep`: the nightly task deletes them. */
export async function scheduledBeyond(db: DbOrTx, keep: number): Promise<Array<{ id: number }>> {
  return queryRows<{ id: number }>(db, sql`
    select id from sys_backup where kind = 'scheduled' order by created_at desc, id desc offset ${keep}`);
}
