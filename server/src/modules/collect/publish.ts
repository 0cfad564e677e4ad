import { and, eq, isNull, sql } from 'drizzle-orm';
import type { GoodsPublish } from 'shared-contracts/api/goods';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { Db } from '../../db/connect';
import { categories, goods } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import type { DataScope } from '../data-scope/data-scope';
import { reachableGoods } from '../goods/read';
import { learnWords } from '../goods/typo-correction';
import { searchColumnsFor } from '../goods/write';
import { uniqueViolationOf } from '../register/db-errors';
import { isCollectedCategory } from './collect';

/** The partial unique index of the catalogue: one goods per platform + item id (migration 0015). */
const ONE_CATALOGUE_GOODS_PER_ITEM = 'mall_goods_source_uq';

/**
 * `POST api/goods/{id}/publish` (goods:edit): staff file a buyer's collected goods into the catalogue, in a category
 * of it. From then on it is a catalogue goods like any other (public once on sale in an enabled store and category),
 * the collector's cart lines and orders keep pointing at it, and their later collects answer it without changing it
 * (collect.ts). Refused: a goods outside the staff member's data scope or missing (404), one already in the
 * catalogue (409 mall.goodsPublished), the holding category (400 mall.publishCategoryInvalid), a source item the
 * catalogue already holds (409 mall.goodsSourceTaken: edit that goods instead).
 */
export async function publishCollectedGoods(db: Db, id: number, input: GoodsPublish, scope: DataScope): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx.select().from(goods).where(and(eq(goods.id, id), reachableGoods(scope))).for('update');
      if (!current) throw new HttpError(404, MessageKey.goodsNotFound);
      if (current.ownerId === null) throw new HttpError(409, MessageKey.goodsPublished);
      const [category] = await tx.select({ name: categories.name, pid: categories.pid }).from(categories).where(eq(categories.id, input.categoryId));
      if (!category) throw new HttpError(400, MessageKey.categoryNotFound);
      if (isCollectedCategory(category)) throw new HttpError(400, MessageKey.publishCategoryInvalid);
      if (current.sourcePlatform !== null && current.sourceItemId !== null) {
        const [filed] = await tx.select({ id: goods.id }).from(goods).where(and(
          eq(goods.sourcePlatform, current.sourcePlatform), eq(goods.sourceItemId, current.sourceItemId), isNull(goods.ownerId),
        ));
        if (filed) throw new HttpError(409, MessageKey.goodsSourceTaken);
      }
      const columns = await searchColumnsFor(tx, current, current.storeId, input.categoryId);
      await tx.update(goods).set({ ownerId: null, categoryId: input.categoryId, ...columns, updatedAt: sql`now()` }).where(eq(goods.id, id));
      learnWords(db, columns.searchName);
    });
  } catch (err) {
    // Two copies of one item filed at once: the catalogue's unique index lets the first in.
    if (uniqueViolationOf(err) === ONE_CATALOGUE_GOODS_PER_ITEM) throw new HttpError(409, MessageKey.goodsSourceTaken);
    throw err;
  }
}
