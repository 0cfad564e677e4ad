import type { GoodsSearch } from './goods-search';

/** Query keys of the public catalogue reads; no page of this remote writes them. */
export const catalogueKeys = {
  all: ['mall', 'catalogue'] as const,
  goods: (q: GoodsSearch) => [...catalogueKeys.all, 'goods', q] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  detail: (id: number) => [...catalogueKeys.all, 'detail', id] as const,
  store: (id: number) => [...catalogueKeys.all, 'store', id] as const,
};
