import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema } from 'shared-contracts/api/common';
import { storageFileDeleteSchema } from 'shared-contracts/api/storage-files';
import { deleteJson } from 'shared-contracts/http/client';
import { storageKeys } from './query-keys';

/** `DELETE api/localStorage` with a JSON list of ids (storage:del): the rows and their bytes, all or none. */
export async function deleteStorageFiles(ids: number[]): Promise<void> {
  await deleteJson(okSchema, 'api/localStorage', { json: storageFileDeleteSchema.parse(ids) });
}

export function useDeleteStorageFiles() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteStorageFiles, onSuccess: () => queryClient.invalidateQueries({ queryKey: storageKeys.all }) });
}
