import { useQuery } from '@tanstack/react-query';
import { storeSchema, type Store } from 'shared-contracts/api/goods';
import { getJson } from 'shared-contracts/http/client';
import { catalogueKeys } from '../../catalogue/api/query-keys';

/** `GET api/stores/{id}` (public): the store with its goods count. Quiet: the card falls back to the goods' summary. */
export function fetchStore(id: number, signal?: AbortSignal): Promise<Store> {
  return getJson(storeSchema, `api/stores/${id}`, { context: { quiet: true }, ...(signal ? { signal } : {}) });
}

export function useStore(id: number) {
  return useQuery({ queryKey: catalogueKeys.store(id), queryFn: ({ signal }) => fetchStore(id, signal), staleTime: 5 * 60_000, retry: false });
}
