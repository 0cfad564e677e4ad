import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from 'shared-contracts/api/common';
import { goodsAdminPageSchema, type GoodsAdminRow } from 'shared-contracts/api/goods';
import { getJson } from 'shared-contracts/http/client';
import { mallKeys } from '../../mall-shared/api/query-keys';

/** The staff list's filters; '' means "any". */
export type GoodsListQuery = {
  page: number;
  size: number;
  keyword: string;
  categoryId: number | '';
  ddc: 'true' | 'false' | '';
  onSale: 'true' | 'false' | '';
  /** true: buyers' collected goods waiting to be filed; false: the catalogue's. */
  collected: 'true' | 'false' | '';
};

/** The list's filters as the server reads them (goodsAdminQuerySchema), for the list and its export alike. */
export function goodsFilterParams(q: Omit<GoodsListQuery, 'page' | 'size'>): Record<string, string | number> {
  const searchParams: Record<string, string | number> = {};
  if (q.keyword) searchParams.keyword = q.keyword;
  if (q.categoryId !== '') searchParams.categoryId = q.categoryId;
  if (q.ddc) searchParams.ddc = q.ddc;
  if (q.onSale) searchParams.onSale = q.onSale;
  if (q.collected) searchParams.collected = q.collected;
  // A keyword lists by relevance; without one the newest goods come first.
  if (!q.keyword) searchParams.sort = 'newest';
  return searchParams;
}

/** `GET api/goods/admin` (goods:list): goods on sale or not, searched like the mall (goodsAdminQuerySchema). */
export function fetchAdminGoods(q: GoodsListQuery, signal?: AbortSignal): Promise<Page<GoodsAdminRow>> {
  const searchParams = { page: q.page, size: q.size, ...goodsFilterParams(q) };
  return getJson(goodsAdminPageSchema, 'api/goods/admin', { searchParams, ...(signal ? { signal } : {}) });
}

export function useAdminGoods(q: GoodsListQuery) {
  return useQuery({
    queryKey: [...mallKeys.goods, 'admin', q],
    queryFn: ({ signal }) => fetchAdminGoods(q, signal),
    placeholderData: keepPreviousData,
  });
}
