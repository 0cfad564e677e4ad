import { useQuery } from '@tanstack/react-query';
import { buyerOverviewSchema } from 'shared-contracts/api/buyer-overview';
import { getJson } from 'shared-contracts/http/client';
import { overviewKeys } from './query-keys';

/** `GET api/overview/mine`: everything waiting for the signed-in buyer, each list capped, and spending per month. */
export function fetchMyOverview(signal?: AbortSignal) {
  return getJson(buyerOverviewSchema, 'api/overview/mine', signal ? { signal } : {});
}

/** Only with a session (the page shows LoginRequired otherwise). */
export function useMyOverview() {
  return useQuery({ queryKey: overviewKeys.mine, queryFn: ({ signal }) => fetchMyOverview(signal) });
}
