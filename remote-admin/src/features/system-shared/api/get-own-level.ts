import { useQuery } from '@tanstack/react-query';
import { roleLevelSchema, type OwnLevel } from 'shared-contracts/api/roles';
import { getJson } from 'shared-contracts/http/client';
import { systemKeys } from './query-keys';

/**
 * `GET api/roles/level`: the signed-in user's own rank (administrators 0) and whether they see all data. Pages
 * offer nothing the server would refuse with a 403 (which the shared client answers by leaving for /401).
 */
export function useOwnLevel() {
  return useQuery<OwnLevel>({
    queryKey: systemKeys.ownLevel,
    queryFn: ({ signal }) => getJson(roleLevelSchema, 'api/roles/level', { signal }),
    staleTime: 60_000,
  });
}
