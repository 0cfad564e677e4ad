import { useQuery } from '@tanstack/react-query';
import { isHTTPError } from 'shared-contracts/http/is-http-error';
import { goodsDetailSchema, type GoodsDetail } from 'shared-contracts/api/goods';
import { getJson } from 'shared-contracts/http/client';
import { catalogueKeys } from '../../catalogue/api/query-keys';

/**
 * `GET api/goods/{id}` (public): everything a product page shows. Quiet: a missing goods is the page's own
 * not-found state, not an error toast.
 */
export function fetchGoodsDetail(id: number, signal?: AbortSignal): Promise<GoodsDetail> {
  return getJson(goodsDetailSchema, `api/goods/${id}`, { context: { quiet: true }, ...(signal ? { signal } : {}) });
}

/** True when the read failed because the goods does not exist (or is off sale and hidden). */
export const isNotFound = (error: unknown) => isHTTPError(error) && error.response.status === 404;

export function useGoodsDetail(id: number | null) {
  return useQuery({
    queryKey: catalogueKeys.detail(id ?? 0),
    queryFn: ({ signal }) => fetchGoodsDetail(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 60_000,
    // A 404 will not become a goods by asking again.
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
}

/** The :id of a product route, or null when it is not a goods id (then the page shows not found). */
export function goodsIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
