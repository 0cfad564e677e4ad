import { sql, type SQL } from 'drizzle-orm';
import type { LogType, OpLogFilters } from 'shared-contracts/api/op-logs';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { ownerInScope, type DataScope } from '../data-scope/data-scope';

export type LogRowView = {
  id: number | string; log_type: string; user_id: number | null; username: string | null; method: string; route: string;
  url: string; params: unknown; ip: string | null; browser: string | null; status: number; duration_ms: number;
  error_message: string | null; created_at: Date | string;
};

const COLUMNS = sql`l.id, l.log_type, l.user_id, l.username, l.method, l.route, l.url, l.params, l.ip, l.browser, l.status,
  l.duration_ms, l.error_message, l.created_at`;
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A row's user decides whether it lies in the reader's data scope (docs/back-office.md "Data scope"); a row without a
 * user (a sign-in, a registration, a provider's notification) cannot be placed in a department, so only a scope of
 * `all` reads it.
 */
function whereOf(type: LogType, f: OpLogFilters, scope: DataScope): SQL {
  const parts: SQL[] = [sql`l.log_type = ${type}`];
  if (scope.kind !== 'all') parts.push(sql`l.user_id is not null and ${ownerInScope(scope, sql`l.user_id`)}`);
  if (f.blurry) {
    const like = likeOf(f.blurry);
    parts.push(sql`(l.username ilike ${like} or l.route ilike ${like} or l.url ilike ${like} or l.ip ilike ${like})`);
  }
  if (f.username) parts.push(sql`lower(l.username) = lower(${f.username})`);
  if (f.status === 'ok') parts.push(sql`l.status < 400`);
  if (f.status === 'failed') parts.push(sql`l.status >= 400`);
  if (f.createdFrom) parts.push(sql`l.created_at >= ${f.createdFrom}::timestamptz`);
  if (f.createdTo) parts.push(sql`l.created_at <= ${f.createdTo}::timestamptz`);
  return sql.join(parts, sql` and `);
}

/** Newest first (the index on log type and time serves it). */
export async function listLogs(
  db: DbOrTx, type: LogType, f: OpLogFilters, scope: DataScope, page: { offset: number; limit: number },
): Promise<LogRowView[]> {
  return queryRows<LogRowView>(db, sql`
    select ${COLUMNS} from sys_log l where ${whereOf(type, f, scope)}
    order by l.created_at desc, l.id desc offset ${page.offset} limit ${page.limit}`);
}

export async function countLogs(db: DbOrTx, type: LogType, f: OpLogFilters, scope: DataScope): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from sys_log l where ${whereOf(type, f, scope)}`);
  return Number(row?.n ?? 0);
}

export async function findError(db: DbOrTx, id: number, scope: DataScope): Promise<(LogRowView & { stack: string | null }) | null> {
  const [row] = await queryRows<LogRowView & { stack: string | null }>(db, sql`
    select ${COLUMNS}, l.stack from sys_log l where l.id = ${id} and ${whereOf('ERROR', {}, scope)}`);
  return row ?? null;
}

/** Deletes the rows older than `before`; answers how many. Idempotent. */
export async function purgeLogs(db: DbOrTx, before: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`
    with gone as (delete from sys_log where created_at < ${before.toISOString()}::timestamptz returning 1)
    select count(*)::int as n from gone`);
  return Number(row?.n ?? 0);
}

/**
 * Who a bearer token belongs to, for the log row of a write refused before authentication ran (a body that failed
 * validation): any token that was issued, live or not, names its user.
 */
export async function tokenOwner(db: DbOrTx, tokenHash: string): Promise<{ user_id: number; username: string } | null> {
  const [row] = await queryRows<{ user_id: number; username: string }>(db, sql`
    select u.id as user_id, u.username from auth_token t join sys_user u on u.id = t.user_id where t.token_hash = ${tokenHash}`);
  return row ?? null;
}
