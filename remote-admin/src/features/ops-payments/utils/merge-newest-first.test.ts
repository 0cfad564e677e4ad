import { describe, expect, it } from 'vitest';
import { mergeNewestFirst } from './merge-newest-first';

describe('mergeNewestFirst', () => {
  it('interleaves newest-first lists by time, then by id', () => {
    const pending = [{ id: 7, createTime: '2026-11-21T09:00:00.000Z' }, { id: 3, createTime: '2026-11-21T05:00:00.000Z' }];
    const reReview = [{ id: 8, createTime: '2026-11-21T09:00:00.000Z' }, { id: 5, createTime: '2026-11-21T06:00:00.000Z' }];
    expect(mergeNewestFirst([pending, reReview]).map((r) => r.id)).toEqual([8, 7, 5, 3]);
  });
});
