import { useQuery } from '@tanstack/react-query';
import { remoteHealthListSchema } from 'shared-contracts/api/deploy';
import { remoteListSchema } from 'shared-contracts/api/remotes';
import { getJson } from 'shared-contracts/http/client';
import { usePermission } from 'shared-contracts/react/permission';
import { deployKeys } from '../../deploy-shared/api/query-keys';

/** Where the names come from: the registry's full list for those who may read it, else the health list. */
export type RemoteNameSource = 'all' | 'health';

const namesOf = (rows: readonly { name: string }[]) => rows.map((r) => r.name);

/**
 * The registered remotes' names, enabled or not. `GET api/remotes/all` needs remote:list or remote:edit; a deployer
 * holding only deploy:list reads `GET api/remotes/health`, which the same rows answer (a 403 would leave the page).
 */
export function fetchRemoteNames(source: RemoteNameSource, signal?: AbortSignal): Promise<string[]> {
  const options = signal ? { signal } : {};
  return source === 'all'
    ? getJson(remoteListSchema.transform(namesOf), 'api/remotes/all', options)
    : getJson(remoteHealthListSchema.transform(namesOf), 'api/remotes/health', options);
}

export function useRemoteNames() {
  const source: RemoteNameSource = usePermission(['remote:list', 'remote:edit']) ? 'all' : 'health';
  return useQuery({ queryKey: deployKeys.remoteNames(source), queryFn: ({ signal }) => fetchRemoteNames(source, signal) });
}

