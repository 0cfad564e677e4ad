import { useEffect, useEffectEvent } from 'react';
import type { GoodsDetail, Sku } from 'shared-contracts/api/goods';
import { useSignedIn } from 'shared-contracts/react/login-required';
import { takePurchaseIntent, type PurchaseIntent } from '../utils/purchase-intent';

/**
 * Completes, once the buyer is signed in on this product page, what they asked here while signed out: `complete`
 * gets the kept intent and its SKU (still one of this goods'). It runs when the page mounts signed in (the login
 * document loads the portal anew at the product) and when a session arrives while the page stays mounted (a sign-in
 * without a page load), so it does not depend on how signing in brings the buyer back.
 */
export function usePurchaseIntent(goods: GoodsDetail, path: string, complete: (intent: PurchaseIntent, sku: Sku) => void): void {
  const signedIn = useSignedIn();
  const onIntent = useEffectEvent(complete);
  useEffect(() => {
    if (!signedIn) return;
    const intent = takePurchaseIntent({ path, goodsId: goods.id });
    const sku = intent ? goods.skus.find((candidate) => candidate.id === intent.skuId) : undefined;
    if (intent && sku) onIntent(intent, sku);
  }, [signedIn, path, goods.id, goods.skus]);
}
