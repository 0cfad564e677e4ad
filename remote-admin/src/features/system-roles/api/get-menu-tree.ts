import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { roleMenuNodeSchema, type RoleMenuNode } from 'shared-contracts/api/roles';
import { getJson } from 'shared-contracts/http/client';
import { systemKeys } from '../../system-shared/api/query-keys';

const treeSchema = z.array(roleMenuNodeSchema);

/** `GET api/roles/menu-tree` (roles:list): every menu, page and button, each saying whether the caller may grant it. */
export function fetchMenuTree(signal?: AbortSignal): Promise<RoleMenuNode[]> {
  return getJson(treeSchema, 'api/roles/menu-tree', signal ? { signal } : {});
}

export function useMenuTree() {
  return useQuery({ queryKey: systemKeys.menuTree, queryFn: ({ signal }) => fetchMenuTree(signal) });
}
