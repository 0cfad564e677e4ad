import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backupSchema, type Backup } from 'shared-contracts/api/backups';
import { apiRequest, http } from 'shared-contracts/http/client';
import { backupKeys } from './query-keys';

/** `POST api/database/upload` (database:add), multipart field `file`: checked by the server, kept as `uploaded`. */
export function uploadBackup(file: File): Promise<Backup> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest(backupSchema, http.post('api/database/upload', { body }));
}

export function useUploadBackup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadBackup, onSuccess: () => queryClient.invalidateQueries({ queryKey: backupKeys.all }) });
}
