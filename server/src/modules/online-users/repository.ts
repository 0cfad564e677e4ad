import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import type { I18nText } from '../../db/schema';
import { queryRows } from '../../db/rows';
import { IDLE_TTL_MS } from '../auth/tokens';
import { inScope, type DataScope } from '../data-scope/data-scope';

export type SessionRow = {
  id: number; user_id: number; username: string; nick_name: string; dept_id: number | null; dept_name: string | null;
  dept_name_i18n: I18nText | null; ip: string | null; user_agent: string | null; created_at: Date | string;
  last_seen_at: Date | string; remember_me: boolean;
};

/** A token that still authenticates: the same test as findPrincipal (modules/auth/tokens.ts), idle expiry included. */
const LIVE = sql`t.revoked_at is null and t.expires_at > now() and u.enabled
  and (t.remember_me or t.last_seen_at > now() - make_interval(secs => ${IDLE_TTL_MS / 1000}))`;
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(scope: DataScope, filter: string | undefined): SQL {
  const parts = [LIVE, inScope(scope, sql`u.dept_id`, sql`u.id`)];
  if (filter) {
    const like = likeOf(filter);
    parts.push(sql`(u.username ilike ${like} or u.nick_name ilike ${like} or t.ip ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

/** The live sessions in the scope, newest sign-in first. */
export async function listSessions(db: DbOrTx, scope: DataScope, filter: string | undefined, page: { offset: number; limit: number }): Promise<SessionRow[]> {
  return queryRows<SessionRow>(db, sql`
    select t.id, t.user_id, u.username, u.nick_name, d.id as dept_id, d.name as dept_name, d.name_i18n as dept_name_i18n,
      t.ip, t.user_agent, t.created_at, t.last_seen_at, t.remember_me
    from auth_token t join sys_user u on u.id = t.user_id left join sys_dept d on d.id = u.dept_id
    where ${whereOf(scope, filter)}
    order by t.created_at desc, t.id desc offset ${page.offset} limit ${page.limit}`);
}

export async function countSessions(db: DbOrTx, scope: DataScope, filter: string | undefined): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`
    select count(*)::int as n from auth_token t join sys_user u on u.id = t.user_id where ${whereOf(scope, filter)}`);
  return Number(row?.n ?? 0);
}

/** Locks the named tokens inside the scope (live or not: kicking a session that just ended is no error). */
export async function lockSessions(tx: DbOrTx, scope: DataScope, ids: readonly number[]): Promise<Array<{ id: number; user_id: number }>> {
  const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  return queryRows<{ id: number; user_id: number }>(tx, sql`
    select t.id, t.user_id from auth_token t join sys_user u on u.id = t.user_id
    where t.id in (${list}) and ${inScope(scope, sql`u.dept_id`, sql`u.id`)}
    order by t.id for update of t`);
}

export async function revokeSessions(tx: DbOrTx, ids: readonly number[]): Promise<void> {
  const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  await tx.execute(sql`update auth_token set revoked_at = now() where id in (${list}) and revoked_at is null`);
}
