import { useQuery } from '@tanstack/react-query';
import { roleLevelSchema } from 'shared-contracts/api/roles';
import { getJson } from 'shared-contracts/http/client';
import { systemKeys } from './query-keys';

/**
 * `GET api/roles/level`: the signed-in user's own rank (administrators 0). Pages grey out what ranks above it;
 * the server refuses it anyway.
 */
export function useOwnLevel() {
  return useQuery({
    queryKey: systemKeys.ownLevel,
    queryFn: async ({ signal }) => (await getJson(roleLevelSchema, 'api/roles/level', { signal })).level,
    staleTime: 60_000,
  });
}
