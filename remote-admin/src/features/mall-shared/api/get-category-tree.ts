import { useQuery } from '@tanstack/react-query';
import { categoryTreeSchema, type Category } from 'shared-contracts/api/goods';
import { getJson } from 'shared-contracts/http/client';
import { mallKeys } from './query-keys';

/** `GET api/categories`: the whole tree (top levels first, children by sort). */
export function fetchCategoryTree(signal?: AbortSignal): Promise<Category[]> {
  return getJson(categoryTreeSchema, 'api/categories', signal ? { signal } : {});
}

/** The category page and the goods editor's picker share this one cache entry. */
export function useCategoryTree() {
  return useQuery({ queryKey: [...mallKeys.categories, 'tree'], queryFn: ({ signal }) => fetchCategoryTree(signal) });
}
