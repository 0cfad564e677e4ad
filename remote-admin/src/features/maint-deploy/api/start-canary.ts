import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CanaryBody } from 'shared-contracts/api/deploy';
import { remoteSchema, type Remote } from 'shared-contracts/api/remotes';
import { postJson } from 'shared-contracts/http/client';
import { deployKeys } from '../../deploy-shared/api/query-keys';

/** `POST api/remotes/{name}/canary` (deploy:activate) with a body canaryBodySchema has checked in the form. */
export function startCanary({ remote, body }: { remote: string; body: CanaryBody }): Promise<Remote> {
  return postJson(remoteSchema, `api/remotes/${encodeURIComponent(remote)}/canary`, body, { context: { quiet: true } });
}

export function useStartCanary() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startCanary, onSettled: () => queryClient.invalidateQueries({ queryKey: deployKeys.all }) });
}
