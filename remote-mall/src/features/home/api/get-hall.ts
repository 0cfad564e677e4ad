import { useQuery } from '@tanstack/react-query';
import { hallPageSchema } from 'shared-contracts/api/orders';
import { getJson } from 'shared-contracts/http/client';

export const hallKeys = { page: (size: number) => ['mall', 'hall', size] as const };

/** `GET api/orders/hall` (public): the newest open buy orders, buyer names already masked by the server. */
export function fetchHall(size: number, signal?: AbortSignal) {
  return getJson(hallPageSchema, 'api/orders/hall', { searchParams: { page: 0, size }, ...(signal ? { signal } : {}) });
}

export function useHall(size: number) {
  // The hall is a live feed: refreshed each minute while the home page is open.
  return useQuery({ queryKey: hallKeys.page(size), queryFn: ({ signal }) => fetchHall(size, signal), refetchInterval: 60_000 });
}
