import { describe, expect, it } from 'vitest';
import { relativeTimeOf } from './relative-time';

const now = new Date('2026-11-24T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeTimeOf', () => {
  it.each([
    [5, { value: -5, unit: 'second' }],
    [-20, { value: 0, unit: 'second' }],
    [125, { value: -2, unit: 'minute' }],
    [3 * 3600 + 10, { value: -3, unit: 'hour' }],
    [2 * 86_400, { value: -2, unit: 'day' }],
  ])('%i seconds ago reads as %o', (seconds, expected) => {
    expect(relativeTimeOf(ago(seconds), now)).toEqual(expected);
  });
});
