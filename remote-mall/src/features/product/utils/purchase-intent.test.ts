import { beforeEach, describe, expect, it } from 'vitest';
import {
  dropPurchaseIntent, PURCHASE_INTENT_KEY, PURCHASE_INTENT_TTL_MS, savePurchaseIntent, takePurchaseIntent, type PurchaseIntent,
} from './purchase-intent';

const intent: PurchaseIntent = { action: 'addToCart', path: '/mallDetail/7', goodsId: 7, skuId: 71, quantity: 12 };
const page = { path: '/mallDetail/7', goodsId: 7 };
const T0 = 1_700_000_000_000;

beforeEach(() => sessionStorage.clear());

describe('purchase intent', () => {
  it('is taken back on the product page it was made on, once', () => {
    savePurchaseIntent(intent, T0);
    expect(takePurchaseIntent(page, T0 + 5_000)).toEqual(intent);
    // A reload (or a second mount) finds nothing: never completed twice.
    expect(takePurchaseIntent(page, T0 + 6_000)).toBeNull();
    expect(sessionStorage.getItem(PURCHASE_INTENT_KEY)).toBeNull();
  });

  it('is not completed on another product, and that page drops it', () => {
    savePurchaseIntent(intent, T0);
    expect(takePurchaseIntent({ path: '/mallDetail/8', goodsId: 8 }, T0)).toBeNull();
    expect(takePurchaseIntent(page, T0)).toBeNull();
    savePurchaseIntent(intent, T0);
    // The same goods under the other detail route is another page.
    expect(takePurchaseIntent({ path: '/mallDdcDetail/7', goodsId: 7 }, T0)).toBeNull();
  });

  it('expires after its time, and a clock moved back does not revive it', () => {
    savePurchaseIntent(intent, T0);
    expect(takePurchaseIntent(page, T0 + PURCHASE_INTENT_TTL_MS + 1)).toBeNull();
    savePurchaseIntent(intent, T0);
    expect(takePurchaseIntent(page, T0 - 1)).toBeNull();
    savePurchaseIntent(intent, T0);
    expect(takePurchaseIntent(page, T0 + PURCHASE_INTENT_TTL_MS)).toEqual(intent);
  });

  it('ignores and drops what is malformed or tampered with', () => {
    for (const raw of ['not json', '{"v":2}', JSON.stringify({ v: 1, ...intent, quantity: -3, madeAt: T0 }),
      JSON.stringify({ v: 1, ...intent, action: 'deleteAccount', madeAt: T0 }),
      JSON.stringify({ v: 1, ...intent, path: 'https://evil.example/mallDetail/7', madeAt: T0 })]) {
      sessionStorage.setItem(PURCHASE_INTENT_KEY, raw);
      expect(takePurchaseIntent(page, T0), raw).toBeNull();
      expect(sessionStorage.getItem(PURCHASE_INTENT_KEY)).toBeNull();
    }
  });

  it('keeps only the last choice, and a cancelled one is gone', () => {
    savePurchaseIntent(intent, T0);
    savePurchaseIntent({ ...intent, action: 'buyNow', quantity: 20 }, T0);
    expect(takePurchaseIntent(page, T0)).toEqual({ ...intent, action: 'buyNow', quantity: 20 });
    savePurchaseIntent(intent, T0);
    dropPurchaseIntent();
    expect(takePurchaseIntent(page, T0)).toBeNull();
  });

  it('does without a storage the browser refuses', () => {
    const refusing = {
      getItem: () => { throw new Error('SecurityError'); },
      setItem: () => { throw new Error('QuotaExceededError'); },
      removeItem: () => { throw new Error('SecurityError'); },
    } as unknown as Storage;
    expect(() => savePurchaseIntent(intent, T0, refusing)).not.toThrow();
    expect(takePurchaseIntent(page, T0, refusing)).toBeNull();
  });
});
