import type { Category } from 'shared-contracts/api/goods';
import type { CategoryRow } from '../../mall-shared/utils/category-options';

/** The rows the tree table shows: every category in tree order, less the children of folded ones. */
export function visibleCategoryRows(tree: readonly Category[], folded: ReadonlySet<number>): CategoryRow[] {
  const rows: CategoryRow[] = [];
  const seen = new Set<number>();
  const visit = (level: readonly Category[], depth: number) => {
    for (const category of level) {
      if (seen.has(category.id)) continue;
      seen.add(category.id);
      rows.push({ category, depth });
      if (!folded.has(category.id)) visit(category.children ?? [], depth + 1);
    }
  };
  visit(tree, 0);
  return rows;
}
