import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema } from 'shared-contracts/api/common';
import { deleteJson } from 'shared-contracts/http/client';
import { backupKeys } from './query-keys';

/** `DELETE api/database/backups/{id}` (database:del): the row and its file. */
export async function deleteBackup(id: number): Promise<void> {
  await deleteJson(okSchema, `api/database/backups/${id}`);
}

export function useDeleteBackup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBackup, onSuccess: () => queryClient.invalidateQueries({ queryKey: backupKeys.all }) });
}
