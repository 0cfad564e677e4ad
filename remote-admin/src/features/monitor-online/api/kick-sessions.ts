import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema } from 'shared-contracts/api/common';
import { onlineKickBodySchema } from 'shared-contracts/api/online-users';
import { deleteJson } from 'shared-contracts/http/client';
import { onlineKeys } from './query-keys';

/** `DELETE api/auth/online` with the session ids (online:del): their tokens are revoked at once. */
export async function kickSessions(ids: number[]): Promise<void> {
  await deleteJson(okSchema, 'api/auth/online', { json: onlineKickBodySchema.parse(ids) });
}

export function useKickSessions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: kickSessions, onSettled: () => queryClient.invalidateQueries({ queryKey: onlineKeys.all }) });
}
