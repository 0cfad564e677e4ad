import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { menuSchema, type Menu } from 'shared-contracts/api/menus';
import { getJson } from 'shared-contracts/http/client';
import { menuKeys } from './query-keys';

/** The top level of the tree has pid 0 in `api/menus/lazy` (eladmin's convention). */
export const ROOT_PID = 0;

const childrenSchema = z.array(menuSchema);

/** `GET api/menus/lazy?pid=`: the direct children of one entry, buttons included, in menu order. */
export function fetchMenuChildren(pid: number, signal?: AbortSignal): Promise<Menu[]> {
  return getJson(childrenSchema, 'api/menus/lazy', { searchParams: { pid }, ...(signal ? { signal } : {}) });
}

/** Shared by the tree table and the parent picker, so a level fetched by one is cached for the other. */
export const menuChildrenQuery = (pid: number) =>
  queryOptions({
    queryKey: menuKeys.children(pid),
    queryFn: ({ signal }) => fetchMenuChildren(pid, signal),
  });

export function useMenuChildren(pid: number) {
  return useQuery(menuChildrenQuery(pid));
}
