import { useQuery } from '@tanstack/react-query';
import { goodsDetailSchema, type GoodsDetail } from 'shared-contracts/api/goods';
import { getJson } from 'shared-contracts/http/client';
import { mallKeys } from '../../mall-shared/api/query-keys';

/** `GET api/goods/{id}`: everything the editor shows, SKUs and picture keys included. */
export function fetchGoodsDetail(id: number, signal?: AbortSignal): Promise<GoodsDetail> {
  return getJson(goodsDetailSchema, `api/goods/${id}`, signal ? { signal } : {});
}

export function useGoodsDetail(id: number) {
  return useQuery({
    queryKey: [...mallKeys.goods, 'detail', id],
    queryFn: ({ signal }) => fetchGoodsDetail(id, signal),
    // The editor must start from what is saved now.
    staleTime: 0,
    gcTime: 0,
  });
}
