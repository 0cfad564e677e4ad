import type { Page } from 'shared-contracts/api/common';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { ONLINE_EXPORT_MAX_ROWS, type OnlineQuery, type OnlineSession } from 'shared-contracts/api/online-users';
import type { Db, DbOrTx } from '../../db/connect';
import { cleanI18n } from '../../db/i18n-text';
import { iso } from '../../db/rows';
import { HttpError } from '../../plugins/app/errors';
import type { Principal } from '../auth/tokens';
import type { DataScope } from '../data-scope/data-scope';
import { callerRank, requireRank, userRanks } from '../roles/levels';
import * as repo from './repository';
import { parseUserAgent } from './user-agent';

export type Actor = { principal: Principal; scope: DataScope };

function toSession(row: repo.SessionRow, actor: Actor, caller: number, ranks: Map<number, number>): OnlineSession {
  const { browser, os } = parseUserAgent(row.user_agent);
  const current = row.id === actor.principal.tokenId;
  return {
    id: row.id,
    userId: row.user_id,
    username: row.username,
    nickName: row.nick_name,
    dept: row.dept_id === null ? null : { id: row.dept_id, name: row.dept_name ?? '', nameI18n: cleanI18n(row.dept_name_i18n) },
    ip: row.ip,
    browser,
    os,
    loginTime: iso(row.created_at),
    lastActiveTime: iso(row.last_seen_at),
    rememberMe: row.remember_me,
    current,
    kickable: !current && (ranks.get(row.user_id) ?? caller) >= caller,
  };
}

async function view(db: DbOrTx, actor: Actor, rows: repo.SessionRow[]): Promise<OnlineSession[]> {
  const [caller, ranks] = await Promise.all([callerRank(db, actor.principal), userRanks(db, [...new Set(rows.map((r) => r.user_id))])]);
  return rows.map((row) => toSession(row, actor, caller, ranks));
}

export async function listSessions(db: DbOrTx, actor: Actor, q: OnlineQuery): Promise<Page<OnlineSession>> {
  const [rows, total] = await Promise.all([
    repo.listSessions(db, actor.scope, q.filter, { offset: q.page * q.size, limit: q.size }),
    repo.countSessions(db, actor.scope, q.filter),
  ]);
  return { content: await view(db, actor, rows), totalElements: total };
}

export async function sessionsForExport(db: DbOrTx, actor: Actor, filter: string | undefined): Promise<OnlineSession[]> {
  if (await repo.countSessions(db, actor.scope, filter) > ONLINE_EXPORT_MAX_ROWS) throw new HttpError(400, MessageKey.monOnlineExportTooLarge);
  return view(db, actor, await repo.listSessions(db, actor.scope, filter, { offset: 0, limit: ONLINE_EXPORT_MAX_ROWS }));
}

/**
 * Ends the sessions (all or none): their tokens are revoked, so the next request with one is 401. One's own current
 * session is refused (sign out instead); a session outside the caller's data scope or unknown is 404; one of a
 * user ranking above the caller is 403 (docs/back-office.md "Levels"). The caller drops the principal caches after.
 */
export async function kickSessions(db: Db, actor: Actor, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.includes(actor.principal.tokenId)) throw new HttpError(400, MessageKey.monOnlineSelfKick);
  await db.transaction(async (tx) => {
    const found = await repo.lockSessions(tx, actor.scope, unique);
    if (found.length !== unique.length) throw new HttpError(404, MessageKey.monOnlineNotFound);
    const caller = await callerRank(tx, actor.principal);
    const ranks = await userRanks(tx, [...new Set(found.map((r) => r.user_id))]);
    for (const rank of ranks.values()) requireRank(caller, rank);
    await repo.revokeSessions(tx, unique);
  });
}
