import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';

/**
 * Tables of the `public` schema that a backup leaves out and a restore leaves alone (docs/backups.md): the list of
 * backups itself (it must survive a restore), the audit trail (the restore's own entry must survive), and security
 * or transient state that must never travel back in time: sessions (a restore must not revive revoked tokens nor
 * sign the admin out), captchas, login failures and locks, e-mail codes, throttle counters, the server's generated
 * secrets, mails already sent (they cannot be unsent), the paused flags of the job queue (whose schedules live in
 * pg-boss's schema, which is not backed up either) and the live events log (positions open pages resume from).
 */
export const EXCLUDED_TABLES: ReadonlySet<string> = new Set([
  'sys_backup', 'sys_log', 'auth_token', 'auth_captcha', 'auth_login_failure', 'auth_account_lock', 'auth_email_code',
  'throttle_counter', 'sys_secret', 'mail_outbox', 'sys_task_setting', 'live_event',
]);

export type ForeignKey = { child: string; parent: string; childColumns: string[]; parentColumns: string[] };
export type TableInfo = { name: string; columns: string[] };

/** Every ordinary table of `public` with its stored (not generated) columns, by name. */
export async function publicTables(db: DbOrTx): Promise<TableInfo[]> {
  const rows = await queryRows<{ name: string; columns: string[] }>(db, sql`
    select c.relname::text as name,
      array(select a.attname::text from pg_attribute a
            where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
            order by a.attnum) as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
    order by c.relname`);
  return rows.map((r) => ({ name: r.name, columns: r.columns }));
}

/** Foreign keys between tables of `public`, with their columns in order. */
export async function foreignKeys(db: DbOrTx): Promise<ForeignKey[]> {
  const rows = await queryRows<{ child: string; parent: string; child_columns: string[]; parent_columns: string[] }>(db, sql`
    select src.relname::text as child, dst.relname::text as parent,
      array(select a.attname::text from unnest(k.conkey) with ordinality u(n, i)
            join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.i) as child_columns,
      array(select a.attname::text from unnest(k.confkey) with ordinality u(n, i)
            join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.i) as parent_columns
    from pg_constraint k
    join pg_class src on src.oid = k.conrelid join pg_namespace ns on ns.oid = src.relnamespace
    join pg_class dst on dst.oid = k.confrelid join pg_namespace nd on nd.oid = dst.relnamespace
    where k.contype = 'f' and ns.nspname = 'public' and nd.nspname = 'public'
    order by src.relname, k.conname`);
  return rows.map((r) => ({ child: r.child, parent: r.parent, childColumns: r.child_columns, parentColumns: r.parent_columns }));
}

/**
 * The tables in an order where every table comes after the tables it refers to (self-references aside: their rows
 * are ordered by restore.ts). A cycle between tables cannot be restored without deferred constraints, so it throws.
 */
export function parentsFirst(tables: readonly string[], keys: readonly ForeignKey[]): string[] {
  const wanted = new Set(tables);
  const parentsOf = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const k of keys) {
    if (k.child !== k.parent && wanted.has(k.child) && wanted.has(k.parent)) parentsOf.get(k.child)?.add(k.parent);
  }
  const ordered: string[] = [];
  const done = new Set<string>();
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (done.has(table)) return;
    if (visiting.has(table)) throw new Error(`foreign keys form a cycle through ${table}; a backup cannot order it`);
    visiting.add(table);
    for (const parent of [...(parentsOf.get(table) ?? [])].sort()) visit(parent);
    visiting.delete(table);
    done.add(table);
    ordered.push(table);
  };
  for (const t of [...tables].sort()) visit(t);
  return ordered;
}

/** The included tables of this database, parents first: what a backup writes and a restore replaces. */
export async function includedTables(db: DbOrTx): Promise<{ tables: TableInfo[]; keys: ForeignKey[] }> {
  const all = (await publicTables(db)).filter((t) => !EXCLUDED_TABLES.has(t.name));
  const keys = await foreignKeys(db);
  const byName = new Map(all.map((t) => [t.name, t]));
  return { tables: parentsFirst([...byName.keys()], keys).map((n) => byName.get(n) as TableInfo), keys };
}

/** `<applied drizzle migrations>:<hash of the last>`: a backup restores only onto the same level. */
export async function migrationLevel(db: DbOrTx): Promise<string> {
  const [row] = await queryRows<{ n: number; hash: string | null }>(db, sql`
    select count(*)::int as n,
      (select hash from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1) as hash
    from drizzle.__drizzle_migrations`);
  return `${Number(row?.n ?? 0)}:${(row?.hash ?? '').slice(0, 12)}`;
}

export type SequenceColumn = { table: string; column: string; sequence: string };

/** Sequences owned by columns of the given tables (serial and identity columns), qualified and quoted. */
export async function ownedSequences(db: DbOrTx, tables: readonly string[]): Promise<SequenceColumn[]> {
  if (tables.length === 0) return [];
  const rows = await queryRows<{ table: string; column: string; sequence: string }>(db, sql`
    select t.relname::text as table, a.attname::text as column, format('%I.%I', sn.nspname, s.relname) as sequence
    from pg_depend d
    join pg_class s on s.oid = d.objid and s.relkind = 'S' join pg_namespace sn on sn.oid = s.relnamespace
    join pg_class t on t.oid = d.refobjid join pg_namespace tn on tn.oid = t.relnamespace
    join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
    where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
      and tn.nspname = 'public' and t.relname in (${sql.join(tables.map((t) => sql`${t}`), sql`, `)})
    order by 1, 2`);
  return rows;
}
