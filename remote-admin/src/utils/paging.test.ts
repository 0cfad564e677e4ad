import { describe, expect, it } from 'vitest';
import { clampPage, pageCount } from './paging';

describe('paging', () => {
  it('counts pages, with one page for an empty list', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it('keeps a page inside the list and steps back from beyond its end', () => {
    expect(clampPage(1, 11, 10)).toBe(1);
    expect(clampPage(1, 10, 10)).toBe(0);
    expect(clampPage(3, 0, 10)).toBe(0);
    expect(clampPage(-1, 30, 10)).toBe(0);
  });
});
