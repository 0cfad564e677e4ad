import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { LinkParseResult, SourcingRequest } from 'shared-contracts/api/links';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { z } from 'zod';
import type { sourcingHandleSchema, sourcingQuerySchema } from 'shared-contracts/api/links';
import type { Db, DbOrTx, Tx } from '../../db/connect';
import { listOrderBy } from '../../db/list-order';
import { iso } from '../../db/rows';
import { goods, sourcingRequests, users } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { ownerInScope, type DataScope } from '../data-scope/data-scope';
import { catalogueGoodsExists } from '../goods/read';
import { goodsCardOf } from './goods-card';
import { parseLink, type ParsedLink } from './parse-link';

/** A Tmall item is also a Taobao item with the same id (Tmall runs on Taobao): either stored source matches. */
const samePlatforms = (platform: string) => (platform === 'taobao' || platform === 'tmall' ? ['taobao', 'tmall'] : [platform]);

/** The catalogue's goods of the item, else the signed-in buyer's own collected one (never another buyer's). */
async function matchingGoodsId(db: DbOrTx, link: ParsedLink, userId: number | null): Promise<number | null> {
  if (link.kind !== 'item') return null;
  const visible = userId === null ? isNull(goods.ownerId) : or(isNull(goods.ownerId), eq(goods.ownerId, userId));
  const [row] = await db.select({ id: goods.id }).from(goods)
    .where(and(inArray(goods.sourcePlatform, samePlatforms(link.platform)), eq(goods.sourceItemId, link.itemId), eq(goods.onSale, true), visible))
    .orderBy(sql`${goods.ownerId} nulls first`, goods.id).limit(1);
  return row?.id ?? null;
}

/**
 * The buyer's pending request for the same item (or the same short link), else a new one. The advisory lock
 * on (user, item) makes two pastes at once still one request (the table has no unique index for it).
 */
async function openRequest(db: Db, userId: number, link: ParsedLink, rawInput: string): Promise<number> {
  return db.transaction((tx) => openRequestIn(tx, userId, link, rawInput));
}

/** `openRequest` inside the caller's transaction (the collection extension's send, docs/collect-extension.md). */
export async function openRequestIn(tx: Tx, userId: number, link: ParsedLink, rawInput: string): Promise<number> {
  const kind = link.kind === 'item' ? 'sourcing' : 'short_link';
  const natural = link.kind === 'item' ? `${link.platform}:${link.itemId}` : link.url;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mall-sourcing:${userId}:${natural}`}))`);
  const same = link.kind === 'item'
    ? and(eq(sourcingRequests.platform, link.platform), eq(sourcingRequests.itemId, link.itemId))
    : eq(sourcingRequests.url, link.url);
  const [pending] = await tx.select({ id: sourcingRequests.id }).from(sourcingRequests)
    .where(and(eq(sourcingRequests.userId, userId), eq(sourcingRequests.kind, kind), eq(sourcingRequests.status, 'pending'), same));
  if (pending) return pending.id;
  const [created] = await tx.insert(sourcingRequests).values({
    userId, kind, platform: link.platform, itemId: link.itemId, url: link.url, rawInput,
  }).returning({ id: sourcingRequests.id });
  if (!created) throw new Error('sourcing request insert returned nothing');
  return created.id;
}

/**
 * `POST api/links/parse`. Reading a link is free for anyone (the public ddc mall has the paste box); opening a
 * sourcing request needs a buyer to tell, so an anonymous paste answers the outcome with `requestId: null`
 * and the page asks to sign in (docs/mall.md, "Anonymous parse").
 */
export async function parseAndResolve(db: Db, userId: number | null, text: string): Promise<LinkParseResult> {
  const parsed = parseLink(text);
  if (!parsed.ok) throw new HttpError(400, parsed.error);
  const { link } = parsed;
  const base = { platform: link.platform, itemId: link.itemId, url: link.url };
  const goodsId = await matchingGoodsId(db, link, userId);
  const card = goodsId === null ? null : await goodsCardOf(db, goodsId);
  if (card) return { ...base, outcome: 'goods', goods: card, requestId: null };
  const requestId = userId === null ? null : await openRequest(db, userId, link, text.trim());
  return { ...base, outcome: link.kind === 'item' ? 'sourcing' : 'shortLink', goods: null, requestId };
}

type SourcingQuery = z.output<typeof sourcingQuerySchema>;
type SourcingHandle = z.output<typeof sourcingHandleSchema>;

const requestColumns = { request: sourcingRequests, userName: users.nickName };

function toRequest(r: { request: typeof sourcingRequests.$inferSelect; userName: string | null }): SourcingRequest {
  const q = r.request;
  return {
    id: q.id, kind: q.kind as SourcingRequest['kind'], platform: q.platform, itemId: q.itemId, url: q.url, rawInput: q.rawInput,
    status: q.status as SourcingRequest['status'], goodsId: q.goodsId, note: q.note, userId: q.userId, userName: r.userName ?? '',
    createTime: iso(q.createdAt), updateTime: iso(q.updatedAt),
  };
}

/** The queue's order, newest first (listOrderBy 'newest'), for the list and its export. */
export const sourcingListKey = { created: sourcingRequests.createdAt, id: sourcingRequests.id };

/** The queue's rows: the requests of buyers inside the caller's data scope, optionally one status; the list's and its export's. */
export const sourcingListWhere = (scope: DataScope, q: Pick<SourcingQuery, 'status'>) =>
  and(ownerInScope(scope, sourcingRequests.userId), q.status ? eq(sourcingRequests.status, q.status) : undefined);

/** `GET api/links/requests` (staff): the requests of buyers inside the caller's data scope, newest first, optionally one status. */
export async function listRequests(db: DbOrTx, scope: DataScope, query: SourcingQuery) {
  const where = sourcingListWhere(scope, query);
  const [rows, [count]] = await Promise.all([
    db.select(requestColumns).from(sourcingRequests).leftJoin(users, eq(users.id, sourcingRequests.userId)).where(where)
      .orderBy(...listOrderBy('newest', sourcingListKey)).offset(query.page * query.size).limit(query.size),
    db.select({ n: sql<number>`count(*)::int` }).from(sourcingRequests).where(where),
  ]);
  return { content: rows.map(toRequest), totalElements: Number(count?.n ?? 0) };
}

/**
 * `PUT api/links/requests` (staff): completed needs existing goods; rejected keeps the note for the buyer. A request of
 * a buyer outside the caller's data scope is 404, as a missing one, and unchanged (the scope is in the update's condition).
 */
export async function handleRequest(db: DbOrTx, staff: { userId: number; scope: DataScope }, input: SourcingHandle): Promise<SourcingRequest> {
  if (input.status === 'completed') {
    if (input.goodsId === null) throw new HttpError(400, MessageKey.goodsNotFound);
    if (!(await catalogueGoodsExists(db, input.goodsId))) throw new HttpError(400, MessageKey.goodsNotFound);
  }
  const [updated] = await db.update(sourcingRequests).set({
    status: input.status, goodsId: input.status === 'completed' ? input.goodsId : null, note: input.note ?? null,
    handledBy: staff.userId, updatedAt: new Date(),
  }).where(and(eq(sourcingRequests.id, input.id), ownerInScope(staff.scope, sourcingRequests.userId))).returning({ id: sourcingRequests.id });
  if (!updated) throw new HttpError(404, MessageKey.sourcingNotFound);
  const [row] = await db.select(requestColumns).from(sourcingRequests).leftJoin(users, eq(users.id, sourcingRequests.userId))
    .where(eq(sourcingRequests.id, updated.id));
  if (!row) throw new HttpError(404, MessageKey.sourcingNotFound);
  return toRequest(row);
}
