import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { backupPageSchema, type Backup } from 'shared-contracts/api/backups';
import type { Page } from 'shared-contracts/api/common';
import { getJson } from 'shared-contracts/http/client';
import { backupKeys } from './query-keys';

/** `GET api/database/backups?page&size` (database:list): newest first. */
export function fetchBackups(page: number, size: number, signal?: AbortSignal): Promise<Page<Backup>> {
  return getJson(backupPageSchema, 'api/database/backups', { searchParams: { page, size }, ...(signal ? { signal } : {}) });
}

export function useBackups(page: number, size: number) {
  return useQuery({ queryKey: backupKeys.page(page, size), queryFn: ({ signal }) => fetchBackups(page, size, signal), placeholderData: keepPreviousData });
}
