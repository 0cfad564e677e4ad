import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemoteHealth } from 'shared-contracts/api/deploy';
import { remoteSchema, remoteUpsertSchema, type Remote } from 'shared-contracts/api/remotes';
import { putJson } from 'shared-contracts/http/client';
import { remotesKeys } from './query-keys';

/**
 * `PUT api/remotes` (remote:edit) with the remote's own manifest URL and version, only the switch changed: a
 * disabled remote is left out of the registry every page load reads (its menu pages then show the error panel).
 */
export function setRemoteEnabled({ remote, enabled }: { remote: RemoteHealth; enabled: boolean }): Promise<Remote> {
  const body = remoteUpsertSchema.parse({ name: remote.name, manifestUrl: remote.manifestUrl, version: remote.activeVersion, enabled });
  return putJson(remoteSchema, 'api/remotes', body);
}

export function useSetRemoteEnabled() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setRemoteEnabled, onSettled: () => queryClient.invalidateQueries({ queryKey: remotesKeys.all }) });
}
