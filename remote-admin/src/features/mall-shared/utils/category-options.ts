import type { Category } from 'shared-contracts/api/goods';
import { localized } from 'shared-contracts/mall/localized';
import type { Locale } from 'shared-contracts/i18n/locale';

export type CategoryRow = { category: Category; depth: number };

/**
 * The tree in display order with each entry's depth. `skipId` leaves out that entry and its subtree (an
 * entry cannot become its own parent); an id met twice is not walked again, so a bad answer cannot loop.
 */
export function flattenCategories(tree: readonly Category[], skipId?: number): CategoryRow[] {
  const rows: CategoryRow[] = [];
  const seen = new Set<number>();
  const visit = (level: readonly Category[], depth: number) => {
    for (const category of level) {
      if (category.id === skipId || seen.has(category.id)) continue;
      seen.add(category.id);
      rows.push({ category, depth });
      visit(category.children ?? [], depth + 1);
    }
  };
  visit(tree, 0);
  return rows;
}

export const categoryName = (c: Pick<Category, 'name' | 'nameI18n'>, locale: Locale) => localized(c.name, c.nameI18n, locale);
