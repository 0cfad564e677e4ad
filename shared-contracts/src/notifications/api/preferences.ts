import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  notificationPreferencesSchema, notificationQueryKeys, type NotificationPreferencesBody,
} from 'shared-contracts/api/notifications';
import { getJson, putJson } from 'shared-contracts/http/client';

/** `GET api/notifications/preferences`: every kind this user can receive, reminders marked `portalLocked`. */
export function fetchPreferences(signal?: AbortSignal) {
  return getJson(notificationPreferencesSchema, 'api/notifications/preferences', signal ? { signal } : {});
}

export function usePreferences() {
  return useQuery({ queryKey: notificationQueryKeys.preferences(), queryFn: ({ signal }) => fetchPreferences(signal) });
}

/**
 * `PUT api/notifications/preferences`: the kinds that changed. Quiet: the page says the result beside the form,
 * translated (400 `mall.reminderPortalRequired`, `mall.notificationKindInvalid`), rather than in a toast.
 */
export function savePreferences(body: NotificationPreferencesBody) {
  return putJson(notificationPreferencesSchema, 'api/notifications/preferences', body, { context: { quiet: true } });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (answer) => queryClient.setQueryData(notificationQueryKeys.preferences(), answer),
  });
}
