import type { SourcePlatform } from 'shared-contracts/api/goods';

/** One price step of a quantity-priced offer (1688): from `minQuantity` pieces on, `price` fen each. */
export type PriceTier = { minQuantity: number; price: number };

/** A SKU as the page shows it. `stock` null: the page does not say (only 0 means sold out). */
export type ReadSku = { attrs: Record<string, string>; price: number; stock: number | null; moq: number };

/** Everything a reader took from an item page; prices in fen (CNY cents). */
export type ReadItem = {
  platform: SourcePlatform;
  itemId: string;
  url: string;
  title: string;
  shopName: string;
  images: string[];
  /** The item's own price (the lowest step when tiered). */
  price: number;
  priceTiers: PriceTier[];
  moq: number;
  skus: ReadSku[];
  /** Which of the page's layouts the item came from, for the README's table and the tests. */
  source: 'embedded' | 'dom';
};

export type ReadFailure = { ok: false; reason: 'notItemPage' | 'unreadable'; detail: string };
export type ReadResult = { ok: true; item: ReadItem } | ReadFailure;
