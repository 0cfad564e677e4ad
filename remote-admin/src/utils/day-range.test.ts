import { describe, expect, it } from 'vitest';
import { dayRange } from './day-range';

describe('dayRange', () => {
  it('keeps a range typed the right way round and swaps one typed the wrong way', () => {
    expect(dayRange('2026-01-02', '2026-01-05')).toEqual({ fromDay: '2026-01-02', toDay: '2026-01-05' });
    expect(dayRange('2026-01-05', '2026-01-02')).toEqual({ fromDay: '2026-01-02', toDay: '2026-01-05' });
  });

  it('drops what is not a day and keeps the other end', () => {
    expect(dayRange('', '2026-01-05')).toEqual({ fromDay: null, toDay: '2026-01-05' });
    expect(dayRange('2026-1-5', null)).toEqual({ fromDay: null, toDay: null });
  });
});
