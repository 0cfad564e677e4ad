import { useQuery } from '@tanstack/react-query';
import { deptTreeSchema, type Dept } from 'shared-contracts/api/depts';
import type { Page } from 'shared-contracts/api/common';
import { getJson } from 'shared-contracts/http/client';
import { systemKeys } from './query-keys';

export type DeptFilters = { name: string; enabled: '' | 'true' | 'false' };
export const NO_DEPT_FILTERS: DeptFilters = { name: '', enabled: '' };

/** `GET api/dept` (dept:list, user:list or roles:list): the departments of the caller's data scope as a tree. */
export function fetchDeptTree(q: DeptFilters, signal?: AbortSignal): Promise<Page<Dept>> {
  const searchParams: Record<string, string> = {};
  if (q.name) searchParams.name = q.name;
  if (q.enabled) searchParams.enabled = q.enabled;
  return getJson(deptTreeSchema, 'api/dept', { searchParams, ...(signal ? { signal } : {}) });
}

/** The department page, the users page's tree and the pickers share the unfiltered tree's cache entry. */
export function useDeptTree(q: DeptFilters = NO_DEPT_FILTERS) {
  return useQuery({ queryKey: systemKeys.depts(q), queryFn: ({ signal }) => fetchDeptTree(q, signal) });
}
