import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activateBodySchema } from 'shared-contracts/api/deploy';
import { remoteSchema, type Remote } from 'shared-contracts/api/remotes';
import { postJson } from 'shared-contracts/http/client';
import { deployKeys } from '../../deploy-shared/api/query-keys';

export type Activation = { remote: string; version: string; overrideMenus: boolean };

/**
 * `POST api/remotes/{name}/activate` (deploy:activate). A refusal (409 deploy.refused with its problems) is shown
 * in the dialog, not toasted. The lists are read again whatever the answer: another admin may have acted meanwhile.
 */
export function activateVersion({ remote, version, overrideMenus }: Activation): Promise<Remote> {
  return postJson(remoteSchema, `api/remotes/${encodeURIComponent(remote)}/activate`, activateBodySchema.parse({ version, overrideMenus }),
    { context: { quiet: true } });
}

export function useActivateVersion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: activateVersion, onSettled: () => queryClient.invalidateQueries({ queryKey: deployKeys.all }) });
}
