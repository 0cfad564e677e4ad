import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { CollectSession } from 'shared-contracts/api/collect-extension';
import { DEFAULT_LOCALE, isLocale } from 'shared-contracts/i18n/locale';
import type { z } from 'zod';
import type { collectedItemListSchema } from 'shared-contracts/api/collect-extension';
import type { Db } from '../../db/connect';
import { iso } from '../../db/rows';
import { goods, users } from '../../db/schema';
import { cartCountOf } from '../cart/repository';

const LATEST_ITEMS = 20;

/**
 * `GET api/collect/extension/session`. The language is the one the user last used in the portal (sys_user.language,
 * noted at sign-in and each `auth/info`), so the panel speaks as the portal does; the portal's default before that.
 */
export async function sessionOf(db: Db, userId: number): Promise<CollectSession> {
  const [user] = await db.select({ nickName: users.nickName, username: users.username, language: users.language }).from(users).where(eq(users.id, userId));
  const language = isLocale(user?.language) ? user.language : DEFAULT_LOCALE;
  return { userName: user?.nickName || user?.username || '', language, cartCount: await cartCountOf(db, userId) };
}

/** `GET api/collect/extension/items`: the user's own collected goods, the last collected (or refreshed) first. */
export async function collectedItems(db: Db, userId: number): Promise<z.infer<typeof collectedItemListSchema>> {
  const rows = await db.select({
    goodsId: goods.id, platform: goods.sourcePlatform, itemId: goods.sourceItemId, title: goods.sourceName, name: goods.name, updatedAt: goods.updatedAt,
  }).from(goods).where(and(eq(goods.ownerId, userId), isNotNull(goods.sourcePlatform), isNotNull(goods.sourceItemId)))
    .orderBy(desc(goods.updatedAt), desc(goods.id)).limit(LATEST_ITEMS);
  return rows.map((r) => ({
    goodsId: r.goodsId, platform: r.platform as z.infer<typeof collectedItemListSchema>[number]['platform'], itemId: r.itemId ?? '',
    title: r.title || r.name, collectTime: iso(r.updatedAt),
  }));
}
