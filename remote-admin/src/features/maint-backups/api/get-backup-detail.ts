import { useQuery } from '@tanstack/react-query';
import { backupDetailSchema, type BackupDetail } from 'shared-contracts/api/backups';
import { getJson } from 'shared-contracts/http/client';
import { backupKeys } from './query-keys';

/** `GET api/database/backups/{id}` (database:list): the file's tables, rows and migration level beside the server's. */
export function fetchBackupDetail(id: number, signal?: AbortSignal): Promise<BackupDetail> {
  return getJson(backupDetailSchema, `api/database/backups/${id}`, signal ? { signal } : {});
}

export function useBackupDetail(id: number) {
  return useQuery({ queryKey: backupKeys.detail(id), queryFn: ({ signal }) => fetchBackupDetail(id, signal) });
}
