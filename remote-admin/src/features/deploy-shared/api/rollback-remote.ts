import { useMutation, useQueryClient } from '@tanstack/react-query';
import { remoteSchema, type Remote } from 'shared-contracts/api/remotes';
import { postJson } from 'shared-contracts/http/client';
import { deployKeys } from './query-keys';

export type Rollback = { remote: string; overrideMenus: boolean };

/** `POST api/remotes/{name}/rollback` (deploy:activate): back to the version active before; the checks run again. */
export function rollbackRemote({ remote, overrideMenus }: Rollback): Promise<Remote> {
  return postJson(remoteSchema, `api/remotes/${encodeURIComponent(remote)}/rollback`, { overrideMenus }, { context: { quiet: true } });
}

export function useRollbackRemote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rollbackRemote, onSettled: () => queryClient.invalidateQueries({ queryKey: deployKeys.all }) });
}
