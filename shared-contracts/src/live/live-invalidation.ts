import type { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from 'shared-contracts/api/live-events';
import { prefixesToInvalidate } from 'shared-contracts/live/query-invalidation';

/**
 * What the portal does with a burst of live events: every query under the events' prefixes
 * (shared-contracts/live/query-invalidation.ts) is marked stale, and the ones a page shows are read again at once.
 * The remotes' pages use the host's QueryClient (a federation singleton), so their lists and details follow too.
 */
export function invalidateForEvents(client: QueryClient, events: readonly LiveEvent[]): Promise<void[]> {
  return Promise.all(prefixesToInvalidate(events).map((prefix) => client.invalidateQueries({ queryKey: [...prefix] })));
}

/** Too far behind to know what changed: everything is read again. */
export const invalidateEverything = (client: QueryClient): Promise<void> => client.invalidateQueries();
