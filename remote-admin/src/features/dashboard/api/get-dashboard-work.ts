import { useQuery } from '@tanstack/react-query';
import { dashboardQueryKeys, dashboardWorkSchema } from 'shared-contracts/api/dashboard';
import { getJson } from 'shared-contracts/http/client';

/** `GET api/dashboard/work`: the work waiting in the queues the viewer may open (absent cards are not theirs). */
export function fetchDashboardWork(signal?: AbortSignal) {
  return getJson(dashboardWorkSchema, 'api/dashboard/work', signal ? { signal } : {});
}

/** Its key is among LIVE_QUERY_PREFIXES for every change of the order flow: the counts follow. */
export function useDashboardWork() {
  return useQuery({ queryKey: dashboardQueryKeys.work(), queryFn: ({ signal }) => fetchDashboardWork(signal) });
}
