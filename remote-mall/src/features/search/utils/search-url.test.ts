import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, goodsQueryOf, historyModeOf, parseSearchUrl, searchUrlOf, type SearchState } from './search-url';

/** Reads a URL the way the page does: the :word segment (decoded by the router) and the query string. */
function parse(url: string): SearchState {
  const parsed = new URL(url, 'http://x');
  const word = parsed.pathname.match(/^\/mallSearch\/(.+)$/)?.[1];
  return parseSearchUrl(word === undefined ? undefined : decodeURIComponent(word), parsed.searchParams);
}

describe('search URL state', () => {
  it.each<[string, SearchState]>([
    ['/mallSearch', EMPTY_SEARCH],
    ['/mallSearch/ao%20thun', { ...EMPTY_SEARCH, keyword: 'ao thun' }],
    ['/mallSearch/%E6%9D%AF%E5%AD%90?categoryId=12&minPrice=10&maxPrice=99.5&ddc=true&sort=priceAsc&page=3',
      { keyword: '杯子', categoryId: 12, minYuan: 10, maxYuan: 99.5, ddc: true, sort: 'priceAsc', page: 3 }],
    ['/mallSearch?ddc=false&sort=newest', { ...EMPTY_SEARCH, ddc: false, sort: 'newest' }],
    ['/mallSearch/a%2Fb%3Fc%23d', { ...EMPTY_SEARCH, keyword: 'a/b?c#d' }],
  ])('%s survives a round trip', (url, state) => {
    expect(parse(url)).toEqual(state);
    expect(searchUrlOf(state)).toBe(url);
    expect(parse(searchUrlOf(state))).toEqual(state);
  });

  it.each([
    ['categoryId=abc', {}],
    ['categoryId=-4', {}],
    ['categoryId=0', {}],
    ['categoryId=1.5', {}],
    ['categoryId=99999999999', {}],
    ['minPrice=-1&maxPrice=abc', {}],
    ['minPrice=1.234', {}],
    ['minPrice=1e3', {}],
    ['maxPrice=20000000', {}],
    ['ddc=yes', {}],
    ['sort=cheapest', {}],
    ['sort=__proto__', {}],
    ['page=0', {}],
    ['page=-2', {}],
    ['page=two', {}],
    ['minPrice=50&maxPrice=20', { minYuan: 20, maxYuan: 50 }],
    ['minPrice=0', { minYuan: 0 }],
  ])('ignores what is not valid in ?%s', (query, kept) => {
    expect(parse(`/mallSearch?${query}`)).toEqual({ ...EMPTY_SEARCH, ...kept });
  });

  it('caps an over-long keyword at the wire limit', () => {
    expect(parse(`/mallSearch/${'x'.repeat(150)}`).keyword).toHaveLength(100);
  });

  it('asks the server in fen with a 0-based page', () => {
    const state = parse('/mallSearch/cup?minPrice=12.3&maxPrice=0.07&page=2&ddc=true');
    expect(goodsQueryOf(state)).toEqual({ keyword: 'cup', minPrice: 7, maxPrice: 1230, ddc: true, sort: 'relevance', page: 1, size: 20 });
    expect(goodsQueryOf(EMPTY_SEARCH)).toEqual({ sort: 'relevance', page: 0, size: 20 });
  });

  it('pushes new searches and pages, replaces refinements', () => {
    expect(historyModeOf(EMPTY_SEARCH, { ...EMPTY_SEARCH, keyword: 'cup' })).toBe('push');
    expect(historyModeOf(EMPTY_SEARCH, { ...EMPTY_SEARCH, categoryId: 3 })).toBe('push');
    expect(historyModeOf(EMPTY_SEARCH, { ...EMPTY_SEARCH, page: 2 })).toBe('push');
    expect(historyModeOf(EMPTY_SEARCH, { ...EMPTY_SEARCH, sort: 'priceDesc' })).toBe('replace');
    expect(historyModeOf(EMPTY_SEARCH, { ...EMPTY_SEARCH, minYuan: 5 })).toBe('replace');
    expect(historyModeOf(EMPTY_SEARCH, { ...EMPTY_SEARCH, ddc: true })).toBe('replace');
  });
});
