/**
 * From what was read and what the buyer chose to the contract's send request: quantities of sold-out SKUs are
 * refused, each SKU's minimum order enforced. The contract's schema checks it in the service worker, where it leaves
 * the browser (portal-client.ts): the content script runs on every item page and stays without zod (400 KB).
 */
import type { CollectSend } from 'shared-contracts/api/collect-extension';
import type { CollectInput } from 'shared-contracts/api/collect';
import type { Locale } from 'shared-contracts/i18n/locale';
import { t } from './messages';
import type { ReadItem, ReadSku } from './read-item';

export const specText = (sku: Pick<ReadSku, 'attrs'>): string => Object.entries(sku.attrs).map(([name, value]) => `${name}: ${value}`).join(' / ');

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** The item in the collect ingest's shape. The price steps go into the description, where staff read them. */
export function collectInputOf(item: ReadItem): CollectInput {
  const tiers = item.priceTiers.map((tier) => `≥${tier.minQuantity}: ${yuan(tier.price)}`).join('; ');
  return {
    platform: item.platform,
    itemId: item.itemId,
    url: item.url,
    title: item.title.slice(0, 200),
    shopName: item.shopName.slice(0, 100),
    images: item.images,
    description: tiers ? `${tiers} (MOQ ${item.moq})` : '',
    skus: item.skus.map((sku) => ({ attrs: sku.attrs, price: sku.price, moq: sku.moq, stock: sku.stock ?? 0 })),
  };
}

export type Choice = { quantities: readonly number[]; target: 'cart' | 'sourcing'; remark: string };

export function sendRequestOf(item: ReadItem, choice: Choice, locale: Locale): { ok: true; payload: CollectSend } | { ok: false; message: string } {
  const lines: CollectSend['lines'] = [];
  for (const [index, sku] of item.skus.entries()) {
    const quantity = choice.quantities[index] ?? 0;
    if (!(quantity > 0) || sku.stock === 0) continue;
    if (quantity < sku.moq) return { ok: false, message: t(locale, 'belowMoq', { spec: specText(sku) || item.title, moq: sku.moq }) };
    lines.push({ attrs: sku.attrs, quantity });
  }
  if (lines.length === 0) return { ok: false, message: t(locale, 'noQuantity') };
  return { ok: true, payload: { item: collectInputOf(item), lines, target: choice.target, remark: choice.remark.trim() } };
}
