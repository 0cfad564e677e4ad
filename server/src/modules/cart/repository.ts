import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { shopCart } from '../../db/schema';

export type CartRow = typeof shopCart.$inferSelect;

/** One page of a user's cart, newest first, and the user's item count; always scoped to the owner. */
export async function cartPageOf(db: DbOrTx, userId: number, page: { offset: number; limit: number }) {
  const [rows, [count]] = await Promise.all([
    db.select().from(shopCart).where(eq(shopCart.userId, userId))
      .orderBy(desc(shopCart.createdAt), desc(shopCart.id)).offset(page.offset).limit(page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(shopCart).where(eq(shopCart.userId, userId)),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}
