import { useQuery } from '@tanstack/react-query';
import { serverMonitorSchema, type ServerMonitor } from 'shared-contracts/api/server-monitor';
import { getJson } from 'shared-contracts/http/client';

/** How often the page asks; react-query stops asking while the tab is hidden (refetchIntervalInBackground off). */
export const SERVER_POLL_MS = 3000;

/** `GET api/monitor/server` (monitor:list): one sample of the server and its database. */
export function fetchServerSample(signal?: AbortSignal): Promise<ServerMonitor> {
  return getJson(serverMonitorSchema, 'api/monitor/server', signal ? { signal } : undefined);
}

export function useServerSample() {
  return useQuery({
    queryKey: ['monitor', 'server'],
    queryFn: ({ signal }) => fetchServerSample(signal),
    refetchInterval: SERVER_POLL_MS,
    refetchIntervalInBackground: false,
    // Every sample is fresh data for the chart; nothing to gain from a cached one on return.
    gcTime: 0,
  });
}
