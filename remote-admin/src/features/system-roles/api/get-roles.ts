import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from 'shared-contracts/api/common';
import { rolePageSchema, type Role } from 'shared-contracts/api/roles';
import { getJson } from 'shared-contracts/http/client';
import { systemKeys } from '../../system-shared/api/query-keys';

export type RoleListQuery = { page: number; size: number; blurry: string };

/** `GET api/roles?page&size&blurry` (roles:list): one page of roles by level. */
export function fetchRoles(q: RoleListQuery, signal?: AbortSignal): Promise<Page<Role>> {
  const searchParams: Record<string, string | number> = { page: q.page, size: q.size };
  if (q.blurry) searchParams.blurry = q.blurry;
  return getJson(rolePageSchema, 'api/roles', { searchParams, ...(signal ? { signal } : {}) });
}

export function useRoles(q: RoleListQuery) {
  return useQuery({ queryKey: systemKeys.roles(q), queryFn: ({ signal }) => fetchRoles(q, signal), placeholderData: keepPreviousData });
}
