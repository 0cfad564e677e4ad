import { sql, type SQL } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { Db, DbOrTx } from '../../db/connect';
import { HttpError } from '../../plugins/app/errors';
import { BackupReader, InvalidBackupFile, type BackupTable } from './backup-format';
import {
  foreignKeys, includedTables, migrationLevel, ownedSequences, parentsFirst, publicTables,
  type ForeignKey, type TableInfo,
} from './catalogue';
import { lockMaintenance } from './maintenance-lock';
import { parentRowsFirst } from './row-order';

/** Rows per insert statement (one JSON parameter each). */
const INSERT_ROWS = 500;

/** A backup of another migration level: 400 with both levels named (the route adds them to the answer). */
export class BackupLevelMismatch extends HttpError {
  constructor(readonly backupLevel: string, readonly serverLevel: string) {
    super(400, MessageKey.maintBackupLevelMismatch);
  }
}

const id = (name: string) => sql.identifier(name);
const list = (names: readonly string[]) => sql.join(names.map(id), sql`, `);

async function insertRows(tx: DbOrTx, table: TableInfo, lines: readonly string[]): Promise<void> {
  for (let i = 0; i < lines.length; i += INSERT_ROWS) {
    const json = `[${lines.slice(i, i + INSERT_ROWS).join(',')}]`;
    await tx.execute(sql`insert into ${id(table.name)} (${list(table.columns)}) overriding system value
      select ${list(table.columns)} from jsonb_populate_recordset(null::${id(table.name)}, ${json}::jsonb)`);
  }
}

/** Streams one table's rows from the file into the table; a self-referencing table is ordered parents first. */
async function restoreTable(tx: DbOrTx, reader: BackupReader, entry: BackupTable, table: TableInfo, selfKeys: ForeignKey[]): Promise<void> {
  if (selfKeys.length > 0) {
    // Trees (menus, departments) are read whole to order them; they are small.
    await insertRows(tx, table, parentRowsFirst(await reader.take(entry, entry.rows, entry.rows), selfKeys));
    return;
  }
  for (let left = entry.rows; left > 0;) {
    const lines = await reader.take(entry, left, INSERT_ROWS);
    await insertRows(tx, table, lines);
    left -= lines.length;
  }
}

/** Tables outside the backup that refer to the replaced ones (sessions refer to users): truncated with them and kept. */
function dependentsOf(replaced: readonly string[], keys: readonly ForeignKey[]): string[] {
  const set = new Set(replaced);
  for (let grew = true; grew;) {
    grew = false;
    for (const k of keys) if (set.has(k.parent) && !set.has(k.child)) { set.add(k.child); grew = true; }
  }
  return [...set].filter((t) => !replaced.includes(t));
}

/** A kept row goes back only if what it refers to is still there (a session of a user the backup lacks does not). */
function stillReferenced(table: string, keys: readonly ForeignKey[], truncated: ReadonlySet<string>): SQL {
  const conditions = keys.filter((k) => k.child === table && truncated.has(k.parent)).map((k) => {
    const anyNull = sql.join(k.childColumns.map((c) => sql`k.${id(c)} is null`), sql` or `);
    const match = sql.join(k.childColumns.map((c, i) => sql`p.${id(k.parentColumns[i] ?? c)} = k.${id(c)}`), sql` and `);
    return sql`(${anyNull} or exists (select 1 from ${id(k.parent)} p where ${match}))`;
  });
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}

/** Moves every sequence of the restored tables past the largest id, never backwards (docs/backups.md). */
async function advanceSequences(tx: DbOrTx, tables: readonly string[]): Promise<void> {
  for (const s of await ownedSequences(tx, tables)) {
    await tx.execute(sql`select setval(${s.sequence}::regclass, greatest(x.m, x.u, 1), greatest(x.m, x.u) >= 1)
      from (select coalesce((select max(${id(s.column)}) from ${id(s.table)}), 0) as m,
                   (select case when is_called then last_value else last_value - 1 end from ${sql.raw(s.sequence)}) as u) x`);
  }
}

/** The file's tables must be exactly this database's included tables, in an order this database can insert. */
function matchTables(entries: readonly BackupTable[], tables: readonly TableInfo[], keys: readonly ForeignKey[]): Map<string, TableInfo> {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const names = entries.map((e) => e.name);
  const sameSet = names.length === byName.size && names.every((n) => byName.has(n)) && new Set(names).size === names.length;
  if (!sameSet) throw new HttpError(400, MessageKey.maintBackupTablesMismatch);
  const position = new Map(names.map((n, i) => [n, i]));
  const misordered = keys.some((k) => k.child !== k.parent && position.has(k.child) && position.has(k.parent)
    && (position.get(k.parent) ?? 0) > (position.get(k.child) ?? 0));
  if (misordered) throw new HttpError(400, MessageKey.maintBackupTablesMismatch);
  return byName;
}

/**
 * Replaces the included tables with the backup's rows in ONE transaction (docs/backups.md): the maintenance lock,
 * every affected table locked, the included tables and their dependents truncated, the rows inserted parents first,
 * the dependents' rows put back where they still fit, the sequences moved on. Any failure rolls all of it back.
 */
export async function restoreBackup(db: Db, reader: BackupReader): Promise<{ tableCount: number; rowCount: number }> {
  const serverLevel = await migrationLevel(db);
  if (reader.header.migrationLevel !== serverLevel) throw new BackupLevelMismatch(reader.header.migrationLevel, serverLevel);
  try {
    return await db.transaction(async (tx) => {
      await lockMaintenance(tx);
      const { tables, keys } = await includedTables(tx);
      const byName = matchTables(reader.header.tables, tables, keys);
      const replaced = reader.header.tables.map((e) => e.name);
      const allKeys = await foreignKeys(tx);
      const kept = parentsFirst(dependentsOf(replaced, allKeys), allKeys);
      const truncated = new Set([...replaced, ...kept]);
      await tx.execute(sql`lock table ${list([...truncated])} in access exclusive mode`);
      const columnsOf = new Map((await publicTables(tx)).map((t) => [t.name, t.columns]));
      for (const t of kept) await tx.execute(sql`create temp table ${id(`keep_${t}`)} on commit drop as select * from ${id(t)}`);
      await tx.execute(sql`truncate table ${list([...truncated])}`);
      // The rows come back as they were: triggers that derive rows from them (the goods search table) must not
      // add their own on top of the backup's. Transactional: a failure below turns them back on with the rest.
      for (const t of truncated) await tx.execute(sql`alter table ${id(t)} disable trigger user`);
      for (const entry of reader.header.tables) {
        const table = byName.get(entry.name) as TableInfo;
        await restoreTable(tx, reader, entry, table, keys.filter((k) => k.child === entry.name && k.parent === entry.name));
      }
      await reader.end();
      for (const t of kept) {
        const cols = list(columnsOf.get(t) ?? []);
        await tx.execute(sql`insert into ${id(t)} (${cols}) overriding system value
          select ${cols} from ${id(`keep_${t}`)} k where ${stillReferenced(t, allKeys, truncated)}`);
      }
      for (const t of truncated) await tx.execute(sql`alter table ${id(t)} enable trigger user`);
      await advanceSequences(tx, replaced);
      return { tableCount: replaced.length, rowCount: reader.header.tables.reduce((n, e) => n + e.rows, 0) };
    });
  } catch (err) {
    if (err instanceof InvalidBackupFile || isDataError(err)) throw new HttpError(400, MessageKey.maintBackupInvalidFile);
    throw err;
  }
}

/** PostgreSQL refused the file's data (class 22: bad value, class 23: a constraint): the file is at fault. */
function isDataError(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^2[23]/.test(code)) return true;
  }
  return false;
}
