import { eq } from 'drizzle-orm';
import type { GoodsCard } from 'shared-contracts/api/goods';
import type { DbOrTx } from '../../db/connect';
import { iso } from '../../db/rows';
import { goods, stores } from '../../db/schema';
import { mallFileUrl } from '../mall-files/file-url';
import { i18nOf } from '../goods/read';

const cardColumns = {
  id: goods.id, name: goods.name, nameI18n: goods.nameI18n, ddc: goods.ddc, sourcePlatform: goods.sourcePlatform,
  minPrice: goods.minPrice, maxPrice: goods.maxPrice, moq: goods.moq, sales: goods.sales, coverKey: goods.coverKey,
  storeId: goods.storeId, storeName: stores.name, storeNameI18n: stores.nameI18n, categoryId: goods.categoryId,
  createdAt: goods.createdAt, onSale: goods.onSale,
};

/** One goods as lists show it (goodsCardSchema), for the link-import answer; null when it is gone or off sale. */
export async function goodsCardOf(db: DbOrTx, id: number): Promise<GoodsCard | null> {
  const [row] = await db.select(cardColumns).from(goods).innerJoin(stores, eq(stores.id, goods.storeId)).where(eq(goods.id, id));
  if (!row || !row.onSale) return null;
  const { coverKey, createdAt, onSale: _onSale, ...rest } = row;
  return {
    ...rest, nameI18n: i18nOf(rest.nameI18n), storeNameI18n: i18nOf(rest.storeNameI18n), coverUrl: mallFileUrl(coverKey), createTime: iso(createdAt),
  };
}
