import * as z from 'zod/mini';

/**
 * What a signed-out buyer asked on a product page (add to cart or buy now, with the SKU and quantity), kept in this
 * tab's sessionStorage while they sign in, so the product page completes it once they are back signed in
 * (docs/mall.md "Signed-out add to cart"). It survives the login document's full page load as well as a sign-in
 * inside the portal, since it lives in the tab rather than in memory.
 */
export type PurchaseAction = 'addToCart' | 'buyNow';
export type PurchaseIntent = {
  action: PurchaseAction;
  /** The product page's path it was made on; only that page completes it. */
  path: string;
  goodsId: number;
  skuId: number;
  quantity: number;
};

export const PURCHASE_INTENT_KEY = 'mall.purchaseIntent';
/** Long enough to sign in (or fetch a forgotten password's code), short enough that a later visit does not buy. */
export const PURCHASE_INTENT_TTL_MS = 10 * 60_000;

const positive = z.int().check(z.positive());
const storedSchema = z.object({
  v: z.literal(1),
  action: z.enum(['addToCart', 'buyNow']),
  path: z.string().check(z.startsWith('/'), z.maxLength(500)),
  goodsId: positive,
  skuId: positive,
  quantity: positive,
  madeAt: z.number(),
});

/** sessionStorage, or null where the browser refuses it (storage disabled): the intent is then simply not kept. */
function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the intent, replacing an earlier one (the buyer's last click is what they want). */
export function savePurchaseIntent(intent: PurchaseIntent, now = Date.now(), storage = tabStorage()): void {
  try {
    storage?.setItem(PURCHASE_INTENT_KEY, JSON.stringify({ v: 1, ...intent, madeAt: now }));
  } catch {
    // Quota or privacy mode: signing in still works, the choice is just not completed afterwards.
  }
}

export function dropPurchaseIntent(storage = tabStorage()): void {
  try {
    storage?.removeItem(PURCHASE_INTENT_KEY);
  } catch {
    // Nothing kept, nothing to drop.
  }
}

/**
 * The intent made on this product page, removed from the tab as it is read, so it is completed once: a reload, a
 * second mount or another tab opened from this one later finds nothing. Any product page that reads it drops it, its
 * own or not: a buyer who went elsewhere has moved on. An expired, malformed or foreign entry answers null.
 */
export function takePurchaseIntent(page: { path: string; goodsId: number }, now = Date.now(), storage = tabStorage()): PurchaseIntent | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(PURCHASE_INTENT_KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  dropPurchaseIntent(storage);
  const stored = parseStored(raw);
  if (!stored) return null;
  const age = now - stored.madeAt;
  if (age < 0 || age > PURCHASE_INTENT_TTL_MS) return null;
  if (stored.path !== page.path || stored.goodsId !== page.goodsId) return null;
  const { action, path, goodsId, skuId, quantity } = stored;
  return { action, path, goodsId, skuId, quantity };
}

function parseStored(raw: string): z.infer<typeof storedSchema> | null {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
