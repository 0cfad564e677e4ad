import { useMutation, useQueryClient } from '@tanstack/react-query';
import { remoteSchema, type Remote } from 'shared-contracts/api/remotes';
import { postJson } from 'shared-contracts/http/client';
import { deployKeys } from '../../deploy-shared/api/query-keys';

/** `POST api/remotes/{name}/canary/abandon` (deploy:activate): everyone is back on the active version. */
export function abandonCanary(remote: string): Promise<Remote> {
  return postJson(remoteSchema, `api/remotes/${encodeURIComponent(remote)}/canary/abandon`, {}, { context: { quiet: true } });
}

export function useAbandonCanary() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: abandonCanary, onSettled: () => queryClient.invalidateQueries({ queryKey: deployKeys.all }) });
}
