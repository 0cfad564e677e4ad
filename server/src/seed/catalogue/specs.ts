import type { SourcePlatform } from 'shared-contracts/api/goods';
import type { Kind } from './drawings/kinds';
import type { T3 } from './taxonomy';

/** The demo catalogue as plain data (generate.ts makes it, catalogue.ts writes it). */
export type StoreSpec = { name: T3; location: T3; platform: SourcePlatform | null; topIndex: number; rating: number };
export type SkuSpec = {
  attrs: Record<string, string>;
  attrsI18n: { en: Record<string, string>; vi: Record<string, string> };
  price: number;
  moq: number;
  stockHint: number;
  /** Index in COLOURS when the SKU has a colour (its picture). */
  colour: number | null;
};
export type GoodsSpec = {
  topIndex: number;
  leafSlug: string;
  /** What its pictures draw (drawings/kinds.ts). */
  kind: Kind;
  storeIndex: number;
  name: T3;
  description: T3;
  ddc: boolean;
  source: { platform: SourcePlatform; itemId: string; url: string; name: string } | null;
  recommended: boolean;
  sales: number;
  /** Minutes before the seed ran: spreads created_at over the past eight weeks. */
  ageMinutes: number;
  /** Colours of its pictures (COLOURS indices), the first is the cover. */
  colours: number[];
  skus: SkuSpec[];
  /** Whether it carries promotion materials. */
  materials: boolean;
};
