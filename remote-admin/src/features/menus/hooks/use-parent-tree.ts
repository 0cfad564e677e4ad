import { useQuery, useQueryClient } from '@tanstack/react-query';
import { menuChildrenQuery } from '../api/get-menu-children';
import { menuKeys } from '../api/query-keys';
import { loadParentTree } from '../utils/menu-tree';

/**
 * Every entry that can be a parent, for the dialog's picker. The server has no whole-tree call for the
 * management screens (api/menus/superior answers only the branch down to given ids), so the tree is walked
 * through api/menus/lazy. Each level goes through the same cache entries as the tree table.
 */
export function useParentTree() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: menuKeys.parentTree(),
    queryFn: () => loadParentTree((pid) => queryClient.fetchQuery(menuChildrenQuery(pid))),
  });
}
