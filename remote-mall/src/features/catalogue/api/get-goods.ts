import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { goodsPageSchema } from 'shared-contracts/api/goods';
import { getJson } from 'shared-contracts/http/client';
import { catalogueKeys } from './query-keys';
import type { GoodsSearch } from './goods-search';

export type { GoodsSearch } from './goods-search';

/** The query string of a search: only the filters that are set, so shared URLs and caches stay short. */
export function goodsSearchParams(q: GoodsSearch): Record<string, string | number> {
  const params: Record<string, string | number> = { page: q.page, size: q.size };
  if (q.keyword) params.keyword = q.keyword;
  if (q.categoryId !== undefined) params.categoryId = q.categoryId;
  if (q.minPrice !== undefined) params.minPrice = q.minPrice;
  if (q.maxPrice !== undefined) params.maxPrice = q.maxPrice;
  if (q.ddc !== undefined) params.ddc = String(q.ddc);
  if (q.recommended !== undefined) params.recommended = String(q.recommended);
  if (q.sort && q.sort !== 'relevance') params.sort = q.sort;
  return params;
}

/** `GET api/goods` (public): one page of goods matching the search, relevance first unless sorted. */
export function fetchGoods(q: GoodsSearch, signal?: AbortSignal) {
  return getJson(goodsPageSchema, 'api/goods', { searchParams: goodsSearchParams(q), ...(signal ? { signal } : {}) });
}

export function useGoods(q: GoodsSearch) {
  return useQuery({
    queryKey: catalogueKeys.goods(q),
    queryFn: ({ signal }) => fetchGoods(q, signal),
    // Paging and filtering keep the previous results on screen until the next ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
