import { and, eq, inArray, sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY } from 'shared-contracts/api/cart';
import type { CollectSend, CollectSendResult } from 'shared-contracts/api/collect-extension';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { Db, Tx } from '../../db/connect';
import { shopCart, skus, sourcingRequests } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { checkPurchasable, loadCatalogue } from '../cart/purchasable';
import { parseLink, type ParsedLink } from '../links/parse-link';
import { openRequestIn } from '../links/service';
import { uniqueViolationOf } from '../register/db-errors';
import { collectGoodsIn } from './collect';

type Line = CollectSend['lines'][number];

/** Where the buyer sees the result in the portal: the cart, or the ddc mall's paste box, which shows requests. */
export const CART_PATH = '/myCart';
export const SOURCING_PATH = '/mallDdc';

/** The sourcing note stays readable for staff; older sends of the same pending request are kept above the newest. */
const NOTE_MAX = 4000;

const attrsKey = (attrs: Record<string, string>) => JSON.stringify(Object.entries(attrs).sort(([a], [b]) => a.localeCompare(b)));

/** The lines with the same specification added up, so one send cannot name a SKU twice. */
function mergedLines(lines: Line[]): Line[] {
  const byKey = new Map<string, Line>();
  for (const line of lines) {
    const key = attrsKey(line.attrs);
    const seen = byKey.get(key);
    byKey.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return [...byKey.values()];
}

/**
 * Each line's SKU of the goods, by exactly the same specification names and values; any line without one refuses
 * the whole send (400 mall.collectSkuUnknown), so the transaction rolls the collect back too.
 */
async function skusOfLines(tx: Tx, goodsId: number, lines: Line[]): Promise<Map<Line, number>> {
  const rows = await tx.select({ id: skus.id, attrs: skus.attrs }).from(skus).where(eq(skus.goodsId, goodsId));
  const byKey = new Map(rows.map((r) => [attrsKey(r.attrs as Record<string, string>), r.id]));
  const found = new Map<Line, number>();
  for (const line of lines) {
    const id = byKey.get(attrsKey(line.attrs));
    if (id === undefined) throw new HttpError(400, MessageKey.collectSkuUnknown);
    found.set(line, id);
  }
  return found;
}

/**
 * Puts the lines in the cart. A SKU already there gets the quantity added (the buyer sent the item again to have
 * more, and the extension cannot open the cart to edit the line, docs/collect-extension.md "Cart"), checked against
 * the SKU's minimum order quantity and the line maximum as the cart's own routes check them.
 */
async function intoCart(tx: Tx, userId: number, goodsId: number, lines: Line[]): Promise<number> {
  const skuOf = await skusOfLines(tx, goodsId, lines);
  const skuIds = [...skuOf.values()];
  const existing = await tx.select({ skuId: shopCart.skuId, quantity: shopCart.quantity }).from(shopCart)
    .where(and(eq(shopCart.userId, userId), inArray(shopCart.skuId, skuIds))).for('update');
  const had = new Map(existing.map((e) => [e.skuId, e.quantity]));
  const catalogue = await loadCatalogue(tx, userId, skuIds.map((skuId) => ({ goodsId, skuId })));
  for (const line of lines) {
    const skuId = skuOf.get(line) as number;
    const quantity = (had.get(skuId) ?? 0) + line.quantity;
    if (quantity > MAX_LINE_QUANTITY) throw new HttpError(400, MessageKey.invalidNumber);
    const { sku } = checkPurchasable(catalogue, { goodsId, skuId, quantity });
    await tx.insert(shopCart).values({ userId, goodsId, skuId, specification: sku.specText, quantity })
      .onConflictDoUpdate({ target: [shopCart.userId, shopCart.skuId], set: { quantity, updatedAt: sql`now()` } });
  }
  return lines.length;
}

const lineText = (line: Line) => `${Object.entries(line.attrs).map(([k, v]) => `${k}: ${v}`).join(' / ')} × ${line.quantity}`;

/** The item as a link the sourcing requests know: its canonical form when the URL reads as the same item. */
function linkOf(item: CollectSend['item']): ParsedLink {
  const parsed = parseLink(item.url);
  if (parsed.ok && parsed.link.kind === 'item' && parsed.link.itemId === item.itemId) return parsed.link;
  return { kind: 'item', platform: item.platform, itemId: item.itemId, url: item.url };
}

/**
 * A sourcing request for the item (one pending per buyer and item, the links module's rule) with the remark and the
 * chosen lines in its note; a second send to the same pending request adds its lines under the first's.
 */
async function intoSourcing(tx: Tx, userId: number, send: CollectSend): Promise<number> {
  const known = new Set(send.item.skus.map((s) => attrsKey(s.attrs)));
  if (send.lines.some((l) => !known.has(attrsKey(l.attrs)))) throw new HttpError(400, MessageKey.collectSkuUnknown);
  const id = await openRequestIn(tx, userId, linkOf(send.item), send.item.url);
  const text = [send.remark, ...send.lines.map(lineText)].filter(Boolean).join('\n');
  await tx.update(sourcingRequests)
    .set({ note: sql`right(concat_ws(${'\n\n'}, ${sourcingRequests.note}, ${text}::text), ${NOTE_MAX})`, updatedAt: sql`now()` })
    .where(eq(sourcingRequests.id, id));
  return id;
}

/**
 * `POST api/collect/extension/send`: the collect and the cart lines (or the sourcing request) in one transaction.
 * Sends of one item by one buyer take turns on an advisory lock, so two at once make one collected goods and one
 * cart line with both quantities; a unique violation left by a plain collect racing in is tried again once.
 */
export async function sendFromExtension(db: Db, userId: number, send: CollectSend): Promise<CollectSendResult> {
  const lines = mergedLines(send.lines);
  const attempt = () => db.transaction(async (tx): Promise<CollectSendResult> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`collect-send:${userId}:${send.item.platform}:${send.item.itemId}`}))`);
    const collected = await collectGoodsIn(tx, send.item, userId);
    if (send.target === 'cart') {
      const cartLines = await intoCart(tx, userId, collected.goodsId, lines);
      return { ...collected, target: 'cart', cartLines, sourcingId: null, portalPath: CART_PATH };
    }
    const sourcingId = await intoSourcing(tx, userId, { ...send, lines });
    return { ...collected, target: 'sourcing', cartLines: 0, sourcingId, portalPath: SOURCING_PATH };
  });
  try {
    return await attempt();
  } catch (err) {
    if (uniqueViolationOf(err) !== null) return attempt();
    throw err;
  }
}
