import { useQuery } from '@tanstack/react-query';
import { remoteVersionListSchema, type RemoteVersion } from 'shared-contracts/api/deploy';
import { getJson } from 'shared-contracts/http/client';
import { deployKeys } from './query-keys';

/** `GET api/deploy/versions?remote=` (deploy:list or remote:list): every version kept, with its state and problems. */
export function fetchVersions(remote: string, signal?: AbortSignal): Promise<RemoteVersion[]> {
  return getJson(remoteVersionListSchema, 'api/deploy/versions', { searchParams: { remote }, ...(signal ? { signal } : {}) });
}

export function useVersions(remote: string | null) {
  return useQuery({
    queryKey: deployKeys.versions(remote ?? ''),
    queryFn: ({ signal }) => fetchVersions(remote ?? '', signal),
    enabled: remote !== null,
  });
}
