import { useQuery } from '@tanstack/react-query';
import { goodsPageSchema, type GoodsCard } from 'shared-contracts/api/goods';
import { getJson } from 'shared-contracts/http/client';
import { mallKeys } from './query-keys';

export const GOODS_PICK_SIZE = 8;

/** `GET api/goods?keyword=`: the buyers' search, used by staff to find the goods a request is about. */
export async function searchGoods(keyword: string, signal?: AbortSignal): Promise<GoodsCard[]> {
  const page = await getJson(goodsPageSchema, 'api/goods', {
    searchParams: { keyword, page: 0, size: GOODS_PICK_SIZE },
    ...(signal ? { signal } : {}),
  });
  return page.content;
}

export function useGoodsSearch(keyword: string) {
  return useQuery({
    queryKey: [...mallKeys.goods, 'pick', keyword],
    queryFn: ({ signal }) => searchGoods(keyword, signal),
    enabled: keyword !== '',
  });
}
