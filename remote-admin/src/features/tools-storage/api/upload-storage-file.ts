import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storageFileSchema, type StorageFile } from 'shared-contracts/api/storage-files';
import { apiRequest, http } from 'shared-contracts/http/client';
import { storageKeys } from './query-keys';

export type StorageUpload = { file: File; name: string };

/**
 * `POST api/localStorage/upload` (storage:add), multipart: the display name first, then the file. The server decides
 * the type by the bytes and keeps the file under a name of its own.
 */
export function uploadStorageFile({ file, name }: StorageUpload): Promise<StorageFile> {
  const body = new FormData();
  if (name.trim()) body.append('name', name.trim());
  body.append('file', file, file.name);
  return apiRequest(storageFileSchema, http.post('api/localStorage/upload', { body }));
}

export function useUploadStorageFile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadStorageFile, onSuccess: () => queryClient.invalidateQueries({ queryKey: storageKeys.all }) });
}
