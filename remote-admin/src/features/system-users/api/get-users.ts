import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminUserPageSchema, type AdminUser } from 'shared-contracts/api/admin-users';
import type { Page } from 'shared-contracts/api/common';
import { getJson } from 'shared-contracts/http/client';
import { systemKeys } from '../../system-shared/api/query-keys';

/** The list's filters as the page keeps them; days are local calendar days (YYYY-MM-DD). */
export type UserFilters = { deptId: number | null; blurry: string; enabled: '' | 'true' | 'false'; fromDay: string | null; toDay: string | null };
export type UserListQuery = UserFilters & { page: number; size: number };

export const NO_USER_FILTERS: UserFilters = { deptId: null, blurry: '', enabled: '', fromDay: null, toDay: null };

/** The filters as query parameters: a day becomes the instant its local start (from) or end (to) falls on. */
export function filterParams(f: UserFilters): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (f.deptId !== null) params.deptId = f.deptId;
  if (f.blurry) params.blurry = f.blurry;
  if (f.enabled) params.enabled = f.enabled;
  if (f.fromDay) params.createdFrom = new Date(`${f.fromDay}T00:00:00`).toISOString();
  if (f.toDay) params.createdTo = new Date(`${f.toDay}T23:59:59.999`).toISOString();
  return params;
}

/** `GET api/users` (user:list): one page of the users of the caller's data scope, newest first. */
export function fetchUsers(q: UserListQuery, signal?: AbortSignal): Promise<Page<AdminUser>> {
  return getJson(adminUserPageSchema, 'api/users', { searchParams: { page: q.page, size: q.size, ...filterParams(q) }, ...(signal ? { signal } : {}) });
}

export function useUsers(q: UserListQuery) {
  return useQuery({ queryKey: systemKeys.users(q), queryFn: ({ signal }) => fetchUsers(q, signal), placeholderData: keepPreviousData });
}
