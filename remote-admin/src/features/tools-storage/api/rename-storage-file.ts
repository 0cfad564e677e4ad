import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storageFileSchema, type StorageFile, type StorageFileRename } from 'shared-contracts/api/storage-files';
import { putJson } from 'shared-contracts/http/client';
import { storageKeys } from './query-keys';

/** `PUT api/localStorage` (storage:edit): a new display name; the stored bytes stay where they are. */
export function renameStorageFile(body: StorageFileRename): Promise<StorageFile> {
  return putJson(storageFileSchema, 'api/localStorage', body);
}

export function useRenameStorageFile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renameStorageFile, onSuccess: () => queryClient.invalidateQueries({ queryKey: storageKeys.all }) });
}
