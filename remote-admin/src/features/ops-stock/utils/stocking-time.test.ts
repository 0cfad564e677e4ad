import { describe, expect, it } from 'vitest';
import { spanMessage, spanOf, stockingClock } from './stocking-time';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-28T12:00:00.000Z');

describe('stockingClock', () => {
  it('says how long the warehouse has had the order and how much time is left', () => {
    expect(stockingClock('2026-11-26T12:00:00.000Z', '2026-12-03T12:00:00.000Z', NOW)).toEqual({
      waited: { days: 2, hours: 0, minutes: 0 }, due: { late: false, span: { days: 5, hours: 0, minutes: 0 } },
    });
  });

  it('says how late an order past its expected completion is', () => {
    expect(stockingClock(null, new Date(NOW - 26 * HOUR - 90_000).toISOString(), NOW)).toEqual({
      waited: null, due: { late: true, span: { days: 1, hours: 2, minutes: 1 } },
    });
    expect(stockingClock(null, null, NOW).due).toBeNull();
  });

  it('words a span by its largest unit', () => {
    expect(spanMessage('w', spanOf(3 * 24 * HOUR + 5 * HOUR))).toEqual({ id: 'w.days', values: { days: 3, hours: 5 } });
    expect(spanMessage('w', spanOf(2 * HOUR + 60_000 * 7))).toEqual({ id: 'w.hours', values: { hours: 2, minutes: 7 } });
    expect(spanMessage('w', spanOf(59_999))).toEqual({ id: 'w.minutes', values: { minutes: 0 } });
  });
});
