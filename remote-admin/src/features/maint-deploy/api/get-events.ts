import { useQuery } from '@tanstack/react-query';
import { remoteEventListSchema, type RemoteEvent } from 'shared-contracts/api/deploy';
import { getJson } from 'shared-contracts/http/client';
import { deployKeys } from '../../deploy-shared/api/query-keys';

export const EVENT_LIMIT = 50;

/** `GET api/deploy/events?remote=&limit=` (deploy:list): the remote's registry changes, newest first. */
export function fetchEvents(remote: string, signal?: AbortSignal): Promise<RemoteEvent[]> {
  return getJson(remoteEventListSchema, 'api/deploy/events', { searchParams: { remote, limit: EVENT_LIMIT }, ...(signal ? { signal } : {}) });
}

export function useEvents(remote: string | null) {
  return useQuery({
    queryKey: deployKeys.events(remote ?? ''),
    queryFn: ({ signal }) => fetchEvents(remote ?? '', signal),
    enabled: remote !== null,
  });
}
