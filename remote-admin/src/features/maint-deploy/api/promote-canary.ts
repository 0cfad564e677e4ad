import { useMutation, useQueryClient } from '@tanstack/react-query';
import { remoteSchema, type Remote } from 'shared-contracts/api/remotes';
import { postJson } from 'shared-contracts/http/client';
import { deployKeys } from '../../deploy-shared/api/query-keys';

export type Promotion = { remote: string; overrideMenus: boolean };

/**
 * `POST api/remotes/{name}/canary/promote` (deploy:activate): the canary's version becomes the active one for all,
 * after the same checks as an activation (menu problems overridable, recorded).
 */
export function promoteCanary({ remote, overrideMenus }: Promotion): Promise<Remote> {
  return postJson(remoteSchema, `api/remotes/${encodeURIComponent(remote)}/canary/promote`, { overrideMenus }, { context: { quiet: true } });
}

export function usePromoteCanary() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: promoteCanary, onSettled: () => queryClient.invalidateQueries({ queryKey: deployKeys.all }) });
}
