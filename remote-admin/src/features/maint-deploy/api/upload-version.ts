import { useMutation, useQueryClient } from '@tanstack/react-query';
import { remoteVersionSchema, type DeployUploadFields, type RemoteVersion } from 'shared-contracts/api/deploy';
import { apiRequest, http } from 'shared-contracts/http/client';
import { deployKeys } from '../../deploy-shared/api/query-keys';

export type VersionUpload = DeployUploadFields & { file: File };

/**
 * `POST api/deploy/upload` (deploy:upload), multipart: the fields first, then the zip of the remote's dist. The
 * answer carries the checks' problems; the dialog shows a refusal itself, so the client does not toast it.
 */
export function uploadVersion({ file, name, version }: VersionUpload): Promise<RemoteVersion> {
  const body = new FormData();
  body.append('name', name);
  body.append('version', version);
  body.append('file', file, file.name);
  return apiRequest(remoteVersionSchema, http.post('api/deploy/upload', { body, context: { quiet: true } }));
}

export function useUploadVersion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadVersion, onSettled: () => queryClient.invalidateQueries({ queryKey: deployKeys.all }) });
}
