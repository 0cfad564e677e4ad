import { describe, expect, it } from 'vitest';
import { isPressing, timeLeft } from './time-left';

const now = Date.parse('2026-11-28T10:00:00.000Z');
const at = (ms: number) => new Date(now + ms).toISOString();

describe('timeLeft', () => {
  it.each([
    [-1, { unit: 'overdue', value: 0 }],
    [0, { unit: 'overdue', value: 0 }],
    [20_000, { unit: 'minutes', value: 1 }],
    [59 * 60_000 + 59_000, { unit: 'minutes', value: 59 }],
    [3_600_000, { unit: 'hours', value: 1 }],
    [23 * 3_600_000 + 59 * 60_000, { unit: 'hours', value: 23 }],
    [86_400_000, { unit: 'days', value: 1 }],
    [7 * 86_400_000 - 1, { unit: 'days', value: 6 }],
  ])('%i ms ahead reads %o', (ms, expected) => {
    expect(timeLeft(at(ms), now)).toEqual(expected);
  });

  it('calls less than a day pressing', () => {
    expect(isPressing(timeLeft(at(3_600_000), now))).toBe(true);
    expect(isPressing(timeLeft(at(-5), now))).toBe(true);
    expect(isPressing(timeLeft(at(2 * 86_400_000), now))).toBe(false);
  });
});
