import type { SearchSort } from 'shared-contracts/api/goods';

/** What a page asks of `GET api/goods`; prices in fen, `page` 0-based as on the wire. */
export type GoodsSearch = {
  keyword?: string;
  categoryId?: number;
  minPrice?: number;
  maxPrice?: number;
  ddc?: boolean;
  recommended?: boolean;
  sort?: SearchSort;
  page: number;
  size: number;
};
