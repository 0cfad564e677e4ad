import { useQuery } from '@tanstack/react-query';
import { remoteHealthListSchema, type RemoteHealth } from 'shared-contracts/api/deploy';
import { getJson } from 'shared-contracts/http/client';
import { REMOTES_REFRESH_MS, remotesKeys } from './query-keys';

/** `GET api/remotes/health` (remote:list or deploy:list): each remote's reachability, versions and recent failures. */
export function fetchHealth(signal?: AbortSignal): Promise<RemoteHealth[]> {
  return getJson(remoteHealthListSchema, 'api/remotes/health', signal ? { signal } : {});
}

export function useRemoteHealth() {
  return useQuery({ queryKey: remotesKeys.health, queryFn: ({ signal }) => fetchHealth(signal), refetchInterval: REMOTES_REFRESH_MS });
}
