import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from 'shared-contracts/api/common';
import { storageFilePageSchema, type StorageFile } from 'shared-contracts/api/storage-files';
import { getJson } from 'shared-contracts/http/client';
import { storageKeys } from './query-keys';

/** The list's filters as the page keeps them; days are local calendar days (YYYY-MM-DD). */
export type StorageFilters = { blurry: string; fromDay: string | null; toDay: string | null };
export type StorageListQuery = StorageFilters & { page: number; size: number };

export const NO_STORAGE_FILTERS: StorageFilters = { blurry: '', fromDay: null, toDay: null };

/** The filters as query parameters: a day becomes the instant its local start (from) or end (to) falls on. */
export function storageFilterParams(f: StorageFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (f.blurry) params.blurry = f.blurry;
  if (f.fromDay) params.createdFrom = new Date(`${f.fromDay}T00:00:00`).toISOString();
  if (f.toDay) params.createdTo = new Date(`${f.toDay}T23:59:59.999`).toISOString();
  return params;
}

/** `GET api/localStorage` (storage:list): one page of stored files, newest first. */
export function fetchStorageFiles(q: StorageListQuery, signal?: AbortSignal): Promise<Page<StorageFile>> {
  return getJson(storageFilePageSchema, 'api/localStorage', {
    searchParams: { page: q.page, size: q.size, ...storageFilterParams(q) }, ...(signal ? { signal } : {}),
  });
}

export function useStorageFiles(q: StorageListQuery) {
  return useQuery({ queryKey: storageKeys.files(q), queryFn: ({ signal }) => fetchStorageFiles(q, signal), placeholderData: keepPreviousData });
}
