import { SEARCH_SORTS, type SearchSort } from 'shared-contracts/api/goods';
import type { GoodsSearch } from '../../catalogue/api/get-goods';

/**
 * The search page's whole state, as its URL holds it: `/mallSearch/<keyword>?categoryId=&minPrice=&maxPrice=
 * &ddc=&sort=&page=`. Prices are CNY yuan as the buyer typed them (the wire carries fen); `page` is 1-based
 * for people. Anything the URL holds that is not valid is ignored, so a hand-edited or stale link still opens.
 */
export type SearchState = {
  keyword: string;
  categoryId: number | null;
  minYuan: number | null;
  maxYuan: number | null;
  ddc: boolean | null;
  sort: SearchSort;
  page: number;
};

export const SEARCH_PAGE_SIZE = 20;
/** The wire accepts prices up to 1e9 fen: ten million yuan. */
export const MAX_YUAN = 10_000_000;
/** The wire's keyword limit. */
export const MAX_KEYWORD = 100;
const MAX_PAGE = 100_000;

export const EMPTY_SEARCH: SearchState = {
  keyword: '', categoryId: null, minYuan: null, maxYuan: null, ddc: null, sort: 'relevance', page: 1,
};

function positiveInt(raw: string | null, max: number): number | null {
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : null;
}

/** A price in yuan with at most two decimals (fen are whole), 0 to MAX_YUAN; anything else is no price. */
export function parseYuan(raw: string | null | undefined): number | null {
  const text = raw?.trim();
  if (!text || !/^\d{1,8}(\.\d{1,2})?$/.test(text)) return null;
  const n = Number(text);
  return n <= MAX_YUAN ? n : null;
}

export function parseSearchUrl(word: string | undefined, params: URLSearchParams): SearchState {
  let minYuan = parseYuan(params.get('minPrice'));
  let maxYuan = parseYuan(params.get('maxPrice'));
  // A reversed range is read the way it was meant rather than as "nothing can match".
  if (minYuan !== null && maxYuan !== null && minYuan > maxYuan) [minYuan, maxYuan] = [maxYuan, minYuan];
  const ddc = params.get('ddc');
  const sort = params.get('sort');
  return {
    keyword: (word ?? '').trim().slice(0, MAX_KEYWORD),
    categoryId: positiveInt(params.get('categoryId'), 2_147_483_647),
    minYuan,
    maxYuan,
    ddc: ddc === 'true' ? true : ddc === 'false' ? false : null,
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : 'relevance',
    page: positiveInt(params.get('page'), MAX_PAGE) ?? 1,
  };
}

/** The URL of a search state: defaults are left out, so equal searches have equal URLs. */
export function searchUrlOf(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.categoryId !== null) params.set('categoryId', String(state.categoryId));
  if (state.minYuan !== null) params.set('minPrice', String(state.minYuan));
  if (state.maxYuan !== null) params.set('maxPrice', String(state.maxYuan));
  if (state.ddc !== null) params.set('ddc', String(state.ddc));
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const keyword = state.keyword.trim();
  const path = keyword ? `/mallSearch/${encodeURIComponent(keyword)}` : '/mallSearch';
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Yuan as typed → fen on the wire, rounded to the fen against binary fractions (12.3 * 100 = 1230.0000000000002). */
export const yuanToFen = (yuan: number) => Math.round(yuan * 100);

/** What `GET api/goods` is asked for this state. */
export function goodsQueryOf(state: SearchState): GoodsSearch {
  return {
    ...(state.keyword ? { keyword: state.keyword } : {}),
    ...(state.categoryId !== null ? { categoryId: state.categoryId } : {}),
    ...(state.minYuan !== null ? { minPrice: yuanToFen(state.minYuan) } : {}),
    ...(state.maxYuan !== null ? { maxPrice: yuanToFen(state.maxYuan) } : {}),
    ...(state.ddc !== null ? { ddc: state.ddc } : {}),
    sort: state.sort,
    page: state.page - 1,
    size: SEARCH_PAGE_SIZE,
  };
}

/**
 * How a change enters the history: a new keyword, category or page is a step the buyer may want to go back
 * to (push); refining the current list (price, ddc, sort) replaces the entry, so Back leaves the search
 * instead of undoing each tweak.
 */
export function historyModeOf(before: SearchState, after: SearchState): 'push' | 'replace' {
  const newStep = before.keyword !== after.keyword || before.categoryId !== after.categoryId || before.page !== after.page;
  return newStep ? 'push' : 'replace';
}
