import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backupSchema, type Backup } from 'shared-contracts/api/backups';
import { postJson } from 'shared-contracts/http/client';
import { backupKeys } from './query-keys';

/** `POST api/database/backups` (database:add): backs up now; 409 while another backup or a restore runs. */
export function createBackup(): Promise<Backup> {
  return postJson(backupSchema, 'api/database/backups', {});
}

export function useCreateBackup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createBackup, onSuccess: () => queryClient.invalidateQueries({ queryKey: backupKeys.all }) });
}
