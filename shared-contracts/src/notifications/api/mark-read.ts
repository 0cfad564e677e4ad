import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationQueryKeys, notificationSchema } from 'shared-contracts/api/notifications';
import { postJson } from 'shared-contracts/http/client';

/** `POST api/notifications/{id}/read`: marking one already read again changes nothing. */
export function markRead(id: number) {
  return postJson(notificationSchema, `api/notifications/${id}/read`, {});
}

/** The bell's count, the panel and the list all change: everything under `['notifications']` is read again. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationQueryKeys.all }),
  });
}
