import type { LiveEntity, LiveEvent } from '../api/live-events';
import { dashboardQueryKeys } from '../api/dashboard';
import { notificationQueryKeys } from '../api/notifications';

export type QueryKeyPrefix = readonly string[];

/**
 * The convention between the live stream and the pages (docs/notifications.md "Live pages"): a change of an
 * entity invalidates every react-query query whose key starts with one of these prefixes, in the one QueryClient
 * the host shares with the remotes. A page whose data follows an entity keeps its keys under one of them; a new
 * page family adds its root here. The roots are the remotes' own (`orderKeys.mine`, `paymentKeys.all`, …):
 * - `notifications`: the bell, its panel and the list (the notifications UI's keys);
 * - `orders`, `payments`, `refunds`, `shipments`, `stock/mine`: the buyer's pages (remote-orders, remote-payments);
 * - `ops-orders`, `ops-payments`, `ops-refunds`, `ops-stock`, `ops/shipments`: the operator's queues, their counts
 *   and drawers (remote-admin);
 * - `dashboard/work`: the staff dashboard's cards (remote-admin), which count every kind of change (not its figures,
 *   api/dashboard.ts says why).
 */
export const LIVE_QUERY_PREFIXES: Record<LiveEntity, readonly QueryKeyPrefix[]> = {
  notification: [notificationQueryKeys.all],
  order: [['orders'], ['payments'], ['stock', 'mine'], ['ops-orders'], ['ops-payments'], ['ops-stock'], dashboardQueryKeys.work()],
  payment: [['payments'], ['orders'], ['ops-payments'], ['ops-orders'], dashboardQueryKeys.work()],
  refund: [['refunds'], ['orders'], ['stock', 'mine'], ['ops-refunds'], ['ops-orders'], dashboardQueryKeys.work()],
  shipment: [['shipments'], ['orders'], ['stock', 'mine'], ['ops', 'shipments'], dashboardQueryKeys.work()],
  stock: [['stock', 'mine'], ['shipments', 'stock'], ['orders'], ['ops-stock'], dashboardQueryKeys.work()],
};

/** The distinct prefixes to invalidate for a batch of events (a burst of changes refetches each query once). */
export function prefixesToInvalidate(events: readonly Pick<LiveEvent, 'entity'>[]): QueryKeyPrefix[] {
  const seen = new Map<string, QueryKeyPrefix>();
  for (const event of events) {
    for (const prefix of LIVE_QUERY_PREFIXES[event.entity]) seen.set(JSON.stringify(prefix), prefix);
  }
  return [...seen.values()];
}
