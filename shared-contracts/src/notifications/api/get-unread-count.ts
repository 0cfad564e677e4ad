import { useQuery } from '@tanstack/react-query';
import { notificationQueryKeys, unreadCountSchema } from 'shared-contracts/api/notifications';
import { getJson } from 'shared-contracts/http/client';

/** A fallback beside the live-events stream (which invalidates the key at once): modest, one request a minute. */
export const UNREAD_POLL_MS = 60_000;

/** `GET api/notifications/unread-count`: the bell's number. Quiet: a failed count is no reason to toast on every page. */
export function fetchUnreadCount(signal?: AbortSignal) {
  return getJson(unreadCountSchema, 'api/notifications/unread-count', { context: { quiet: true }, ...(signal ? { signal } : {}) });
}

/**
 * Polled only while the tab is visible (react-query's default `refetchIntervalInBackground: false`), and read again
 * when the user comes back to the tab; only asked with a session.
 */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: notificationQueryKeys.unreadCount(),
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
}
