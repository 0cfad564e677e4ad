import { useQuery } from '@tanstack/react-query';
import { categoryTreeSchema, type Category } from 'shared-contracts/api/goods';
import { getJson } from 'shared-contracts/http/client';
import { catalogueKeys } from './query-keys';

/** `GET api/categories` (public): the category tree, top levels first. */
export function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  return getJson(categoryTreeSchema, 'api/categories', signal ? { signal } : {});
}

/** The tree changes rarely (staff edits), so one read serves every mall page of the visit. */
export function useCategories() {
  return useQuery({ queryKey: catalogueKeys.categories(), queryFn: ({ signal }) => fetchCategories(signal), staleTime: 10 * 60_000 });
}

/** The enabled categories in tree order, each with its depth (0 = top level), for a flat select. */
export function flattenCategories(tree: readonly Category[], depth = 0): Array<{ category: Category; depth: number }> {
  return tree
    .filter((c) => c.enabled)
    .flatMap((category) => [{ category, depth }, ...flattenCategories(category.children ?? [], depth + 1)]);
}
