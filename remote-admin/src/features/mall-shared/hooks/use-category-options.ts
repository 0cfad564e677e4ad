import { useCategoryTree } from '../api/get-category-tree';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import type { SelectOption } from '../components/select-field';
import { categoryName, flattenCategories } from '../utils/category-options';

// Native options cannot be padded, so the tree shows through indentation with no-break spaces.
const INDENT = '\u00a0\u00a0\u00a0\u00a0';

/**
 * The category tree as indented select options in the page's language (`first` leads, e.g. "All" or "Top
 * level"); `skipId` leaves out that category and its subtree. `pending` while the tree loads.
 */
export function useCategoryOptions(first: SelectOption, skipId?: number): { options: SelectOption[]; pending: boolean } {
  const locale = usePortalLocale();
  const tree = useCategoryTree();
  const options = flattenCategories(tree.data ?? [], skipId).map(({ category, depth }) => ({
    value: String(category.id), label: INDENT.repeat(depth) + categoryName(category, locale),
  }));
  return { options: [first, ...options], pending: tree.isPending };
}
