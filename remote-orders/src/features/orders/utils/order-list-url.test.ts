import { describe, expect, it } from 'vitest';
import { orderListParamsOf, parseOrderListParams, validDay } from './order-list-url';

const parse = (query: string) => parseOrderListParams(new URLSearchParams(query));

describe('order list URL', () => {
  it('reads every part of the list', () => {
    expect(parse('state=depositReview&keyword=%20mug%20&from=2026-11-01&to=2026-11-20&page=3')).toEqual({
      state: 'depositReview', keyword: 'mug', from: '2026-11-01', to: '2026-11-20', page: 3,
    });
  });

  it('ignores what is not valid, so a stale link still opens', () => {
    expect(parse('state=paid&from=2026-02-30&to=yesterday&page=0')).toEqual({ state: null, keyword: '', from: null, to: null, page: 1 });
    expect(parse('page=-2').page).toBe(1);
    expect(parse('state=refunding').state).toBeNull();
  });

  it('reads a reversed range as meant', () => {
    expect(parse('from=2026-11-20&to=2026-11-01')).toMatchObject({ from: '2026-11-01', to: '2026-11-20' });
  });

  it('writes only what differs from the defaults', () => {
    expect(orderListParamsOf({ state: null, keyword: ' ', from: null, to: null, page: 1 }).toString()).toBe('');
    expect(orderListParamsOf({ state: 'refused', keyword: 'PO2026', from: '2026-11-01', to: null, page: 2 }).toString())
      .toBe('state=refused&keyword=PO2026&from=2026-11-01&page=2');
  });

  it('knows real days', () => {
    expect(validDay('2028-02-29')).toBe('2028-02-29');
    expect(validDay('2026-02-29')).toBeNull();
    expect(validDay('2026-1-5')).toBeNull();
  });
});
