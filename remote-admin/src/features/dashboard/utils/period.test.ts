import { describe, expect, it } from 'vitest';
import { lastDays, todayInVietnam, validPeriod } from './period';

describe('dashboard periods', () => {
  it('today is Vietnam\'s date: 18:00 UTC is already tomorrow there', () => {
    expect(todayInVietnam(new Date('2026-11-28T16:59:00Z'))).toBe('2026-11-28');
    expect(todayInVietnam(new Date('2026-11-28T17:00:00Z'))).toBe('2026-11-29');
  });

  it('the last n days end today and include it', () => {
    expect(lastDays(7, '2026-03-02')).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(lastDays(1, '2026-03-02')).toEqual({ from: '2026-03-02', to: '2026-03-02' });
  });

  it('chosen dates: in order, 366 days at most', () => {
    expect(validPeriod('2025-03-07', '2026-03-07')).toEqual({ from: '2025-03-07', to: '2026-03-07' });
    expect(validPeriod('2025-03-06', '2026-03-07')).toBeNull();
    expect(validPeriod('2026-03-08', '2026-03-07')).toBeNull();
    expect(validPeriod('', '2026-03-07')).toBeNull();
  });
});
