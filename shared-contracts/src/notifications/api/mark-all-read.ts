import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationQueryKeys, readAllSchema } from 'shared-contracts/api/notifications';
import { postJson } from 'shared-contracts/http/client';

/** `POST api/notifications/read-all`: answers how many were marked. */
export function markAllRead() {
  return postJson(readAllSchema, 'api/notifications/read-all', {});
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationQueryKeys.all }),
  });
}
