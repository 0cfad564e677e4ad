import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { notificationPageSchema, notificationQueryKeys, type NotificationListQuery } from 'shared-contracts/api/notifications';
import { getJson } from 'shared-contracts/http/client';

/** `GET api/notifications`: mine, newest first, a page at a time, read / unread / all, of one kind or every kind. */
export function fetchNotifications(q: NotificationListQuery, signal?: AbortSignal) {
  const searchParams = { page: q.page, size: q.size, state: q.state, ...(q.kind ? { kind: q.kind } : {}) };
  return getJson(notificationPageSchema, 'api/notifications', { searchParams, ...(signal ? { signal } : {}) });
}

/** The previous page stays on screen while the next one loads, so paging and filtering do not flash empty. */
export function useNotifications(q: NotificationListQuery, enabled = true) {
  return useQuery({
    queryKey: notificationQueryKeys.list(q),
    queryFn: ({ signal }) => fetchNotifications(q, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
