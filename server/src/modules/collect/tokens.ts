import crypto from 'node:crypto';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { COLLECT_TOKENS_MAX, COLLECT_TOKEN_PATTERN, type CollectToken, type CollectTokenIssued } from 'shared-contracts/api/collect-extension';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { Db } from '../../db/connect';
import { iso } from '../../db/rows';
import { collectTokens, users } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { hashToken } from '../auth/tokens';

/** The buyer (or staff member, for themselves) an extension's token speaks for. */
export type CollectPrincipal = { tokenId: number; userId: number };

/** last_used_at is a hint for the buyer ("used 3 minutes ago"), so one write a minute per token is enough. */
const TOUCH_EVERY_SECONDS = 60;

const toToken = (r: typeof collectTokens.$inferSelect): CollectToken => ({
  id: r.id, label: r.label, createTime: iso(r.createdAt), lastUsedTime: r.lastUsedAt ? iso(r.lastUsedAt) : null,
});

/** `GET api/collect/tokens`: the caller's live connections, newest first. */
export async function listTokens(db: Db, userId: number): Promise<CollectToken[]> {
  const rows = await db.select().from(collectTokens)
    .where(and(eq(collectTokens.userId, userId), isNull(collectTokens.revokedAt))).orderBy(desc(collectTokens.id));
  return rows.map(toToken);
}

/** The connection code: base64url of `{ portal, token }` (collectConnectionSchema). */
export const connectionCodeOf = (portal: string, token: string) => Buffer.from(JSON.stringify({ portal, token })).toString('base64url');

/**
 * `POST api/collect/tokens`: a new token, returned this once. The user's row is locked while the live ones are
 * counted, so two issues at once cannot pass COLLECT_TOKENS_MAX together.
 */
export async function issueCollectToken(db: Db, userId: number, label: string, portal: string): Promise<CollectTokenIssued> {
  const token = `pct_${crypto.randomBytes(32).toString('base64url')}`;
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [live] = await tx.select({ n: count() }).from(collectTokens)
      .where(and(eq(collectTokens.userId, userId), isNull(collectTokens.revokedAt)));
    if (Number(live?.n ?? 0) >= COLLECT_TOKENS_MAX) throw new HttpError(400, MessageKey.collectTokenLimit);
    const [created] = await tx.insert(collectTokens).values({ userId, label, tokenHash: hashToken(token) }).returning();
    if (!created) throw new Error('collect token insert returned nothing');
    return created;
  });
  return { ...toToken(row), token, connectionCode: connectionCodeOf(portal, token) };
}

/** `DELETE api/collect/tokens/:id`: only the caller's own live token; anyone else's, or a revoked one, is 404. */
export async function revokeCollectToken(db: Db, userId: number, id: number): Promise<void> {
  const [revoked] = await db.update(collectTokens).set({ revokedAt: sql`now()` })
    .where(and(eq(collectTokens.id, id), eq(collectTokens.userId, userId), isNull(collectTokens.revokedAt)))
    .returning({ id: collectTokens.id });
  if (!revoked) throw new HttpError(404, MessageKey.notFound);
}

/**
 * Who a token sent by the extension speaks for: a live token of an enabled user, else null (unknown, revoked, the
 * user disabled). A malformed value is not looked up. Notes the use at most once a minute.
 */
export async function findCollectPrincipal(db: Db, token: string): Promise<CollectPrincipal | null> {
  if (!COLLECT_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db.select({ tokenId: collectTokens.id, userId: collectTokens.userId, lastUsedAt: collectTokens.lastUsedAt })
    .from(collectTokens).innerJoin(users, eq(users.id, collectTokens.userId))
    .where(and(eq(collectTokens.tokenHash, hashToken(token)), isNull(collectTokens.revokedAt), eq(users.enabled, true)));
  if (!row) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > TOUCH_EVERY_SECONDS * 1000) {
    await db.update(collectTokens).set({ lastUsedAt: sql`now()` }).where(eq(collectTokens.id, row.tokenId));
  }
  return { tokenId: row.tokenId, userId: row.userId };
}
