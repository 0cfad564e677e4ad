import type { CartItem } from 'shared-contracts/api/cart';
import type { I18nText } from 'shared-contracts/api/common';
import { depositOf } from 'shared-contracts/mall/money';

/** A line that can still be ordered: its goods is in the mall and on sale, its SKU still exists. */
export type AvailableLine = CartItem & { goods: NonNullable<CartItem['goods']>; sku: NonNullable<CartItem['sku']> };

export function isAvailable(line: CartItem): line is AvailableLine {
  return line.goods !== null && line.goods.onSale && line.sku !== null;
}

export type StoreGroup = { storeId: number; storeName: string; storeNameI18n: I18nText; lines: AvailableLine[] };

/**
 * The cart as the page shows it: available lines grouped by store (in the order each store first appears,
 * the cart being newest first), and the unavailable lines apart, which can only be removed.
 */
export function groupCart(lines: readonly CartItem[]): { stores: StoreGroup[]; unavailable: CartItem[] } {
  const stores = new Map<number, StoreGroup>();
  const unavailable: CartItem[] = [];
  for (const line of lines) {
    if (!isAvailable(line)) { unavailable.push(line); continue; }
    const { storeId, storeName, storeNameI18n } = line.goods;
    let group = stores.get(storeId);
    if (!group) {
      group = { storeId, storeName, storeNameI18n, lines: [] };
      stores.set(storeId, group);
    }
    group.lines.push(line);
  }
  return { stores: [...stores.values()], unavailable };
}

export const lineTotal = (line: AvailableLine): number => line.sku.price * line.quantity;

export type SelectionSummary = { count: number; total: number; deposit: number; storeIds: number[] };

/** What the selected available lines cost, their 30% deposit and the stores they come from. */
export function summarizeSelection(lines: readonly CartItem[], selected: ReadonlySet<number>): SelectionSummary {
  const chosen = lines.filter((l): l is AvailableLine => selected.has(l.id) && isAvailable(l));
  const total = chosen.reduce((sum, l) => sum + lineTotal(l), 0);
  const storeIds = [...new Set(chosen.map((l) => l.goods.storeId))];
  return { count: chosen.length, total, deposit: depositOf(total), storeIds };
}
