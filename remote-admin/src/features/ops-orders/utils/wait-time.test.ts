import { describe, expect, it } from 'vitest';
import { waitMessage, waitTime } from './wait-time';

const placed = '2026-11-20T08:00:00.000Z';
const at = (hours: number) => Date.parse(placed) + hours * 3_600_000;

describe('wait time', () => {
  it('counts whole minutes, hours and days', () => {
    expect(waitTime(placed, at(0.5))).toEqual({ days: 0, hours: 0, minutes: 30, overdue: false });
    expect(waitTime(placed, at(2.25))).toEqual({ days: 0, hours: 2, minutes: 15, overdue: false });
    expect(waitTime(placed, at(30.25))).toEqual({ days: 1, hours: 6, minutes: 15, overdue: true });
  });

  it('is overdue only past the full day, and never negative (clock skew)', () => {
    expect(waitTime(placed, at(24)).overdue).toBe(false);
    expect(waitTime(placed, at(24) + 1000).overdue).toBe(true);
    expect(waitTime(placed, at(-1))).toEqual({ days: 0, hours: 0, minutes: 0, overdue: false });
  });

  it('says minutes, hours and minutes, or days and hours', () => {
    expect(waitMessage(waitTime(placed, at(0.5))).id).toBe('admin.ops.orders.wait.minutes');
    expect(waitMessage(waitTime(placed, at(2.25)))).toEqual({ id: 'admin.ops.orders.wait.hours', values: { hours: 2, minutes: 15 } });
    expect(waitMessage(waitTime(placed, at(49)))).toEqual({ id: 'admin.ops.orders.wait.days', values: { days: 2, hours: 1 } });
  });
});
