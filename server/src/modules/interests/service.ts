import { eq, sql, and, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Interest, InterestInput, interestHandleSchema, interestQuerySchema } from 'shared-contracts/api/interests';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { DbOrTx } from '../../db/connect';
import { listOrderBy } from '../../db/list-order';
import { iso } from '../../db/rows';
import { interests, users } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { ownerInScope, type DataScope } from '../data-scope/data-scope';
import { catalogueGoodsExists } from '../goods/read';
import { parseLink } from '../links/parse-link';

type InterestQuery = z.output<typeof interestQuerySchema>;

/** The keys a list of interests is ordered by: newest first (listOrderBy 'newest'), for the lists and the export. */
export const interestListKey = { created: interests.createdAt, id: interests.id };
type InterestHandle = z.output<typeof interestHandleSchema>;

const columns = { interest: interests, userName: users.nickName };

function toInterest(r: { interest: typeof interests.$inferSelect; userName: string | null }): Interest {
  const i = r.interest;
  return {
    id: i.id, link: i.link, name: i.name, platform: i.platform, itemId: i.itemId, expectedPrice: i.expectedPrice,
    quantity: i.quantity, remarks: i.remarks, status: i.status as Interest['status'], goodsId: i.goodsId, reply: i.reply,
    userId: i.userId, userName: r.userName ?? '', createTime: iso(i.createdAt),
  };
}

async function page(db: DbOrTx, where: SQL | undefined, p: { page: number; size: number }) {
  const [rows, [count]] = await Promise.all([
    db.select(columns).from(interests).leftJoin(users, eq(users.id, interests.userId)).where(where)
      .orderBy(...listOrderBy('newest', interestListKey)).offset(p.page * p.size).limit(p.size),
    db.select({ n: sql<number>`count(*)::int` }).from(interests).where(where),
  ]);
  return { content: rows.map(toInterest), totalElements: Number(count?.n ?? 0) };
}

async function byId(db: DbOrTx, id: number): Promise<Interest> {
  const [row] = await db.select(columns).from(interests).leftJoin(users, eq(users.id, interests.userId)).where(eq(interests.id, id));
  if (!row) throw new HttpError(404, MessageKey.interestNotFound);
  return toInterest(row);
}

/**
 * `POST api/interests`: a link is read with the link-import parser (platform and item id for the operator, the
 * canonical URL stored); a link we cannot read is refused with the parser's message rather than kept as noise.
 * A short link is kept as pasted (an operator opens it).
 */
export async function addInterest(db: DbOrTx, userId: number, input: InterestInput): Promise<Interest> {
  let link: string | null = null;
  let platform: string | null = null;
  let itemId: string | null = null;
  if (input.link) {
    const parsed = parseLink(input.link);
    if (!parsed.ok) throw new HttpError(400, parsed.error);
    ({ url: link, platform, itemId } = parsed.link);
  }
  const [row] = await db.insert(interests).values({
    userId, link, name: input.name, platform, itemId, expectedPrice: input.expectedPrice, quantity: input.quantity, remarks: input.remarks,
  }).returning({ id: interests.id });
  if (!row) throw new Error('interest insert returned nothing');
  return byId(db, row.id);
}

export const myInterests = (db: DbOrTx, userId: number, p: InterestQuery) =>
  page(db, and(eq(interests.userId, userId), p.status ? eq(interests.status, p.status) : undefined), p);

/** The rows of the staff list: the interests of buyers inside the caller's data scope, in the state asked; and its export's. */
export const interestListWhere = (scope: DataScope, q: Pick<InterestQuery, 'status'>) =>
  and(ownerInScope(scope, interests.userId), q.status ? eq(interests.status, q.status) : undefined);

/** `GET api/interests` (staff): the interests of buyers inside the caller's data scope (docs/back-office.md). */
export const allInterests = (db: DbOrTx, scope: DataScope, p: InterestQuery) => page(db, interestListWhere(scope, p), p);

/**
 * `PUT api/interests` (staff): state, reply and the goods that answers it (which must exist). An interest of a buyer
 * outside the caller's data scope is 404, as a missing one, and unchanged: the scope is in the update's own condition.
 */
export async function handleInterest(db: DbOrTx, scope: DataScope, input: InterestHandle): Promise<Interest> {
  if (input.goodsId !== null) {
    if (!(await catalogueGoodsExists(db, input.goodsId))) throw new HttpError(400, MessageKey.goodsNotFound);
  }
  const [updated] = await db.update(interests).set({ status: input.status, goodsId: input.goodsId, reply: input.reply, updatedAt: new Date() })
    .where(and(eq(interests.id, input.id), ownerInScope(scope, interests.userId))).returning({ id: interests.id });
  if (!updated) throw new HttpError(404, MessageKey.interestNotFound);
  return byId(db, updated.id);
}
