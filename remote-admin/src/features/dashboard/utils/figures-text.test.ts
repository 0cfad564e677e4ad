import { describe, expect, it } from 'vitest';
import { dayText, shareOf, spanOf, vndOf } from './figures-text';

describe('dashboard figures as text', () => {
  it('a day in each language, never moved by the time zone', () => {
    expect(dayText('2026-03-01', 'en')).toBe('03/01/2026');
    expect(dayText('2026-03-01', 'vi')).toBe('01/03/2026');
    expect(dayText('2026-03-01', 'cn')).toBe('2026/03/01');
  });

  it('VND at the rate, shares, and reply times in their two largest units', () => {
    expect(vndOf(12_345, 3600)).toBe(444_420);
    expect([shareOf(1, 3), shareOf(0, 0), shareOf(8, 8)]).toEqual([33.3, 0, 100]);
    expect(spanOf(1896)).toEqual({ id: 'days', values: { days: 1, hours: 7 } });
    expect(spanOf(200.4)).toEqual({ id: 'hours', values: { hours: 3, minutes: 20 } });
    expect(spanOf(45)).toEqual({ id: 'minutes', values: { minutes: 45 } });
  });
});
