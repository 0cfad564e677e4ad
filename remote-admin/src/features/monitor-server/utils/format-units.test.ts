import { describe, expect, it } from 'vitest';
import { durationParts, formatBytes, formatMs, percentOf } from './format-units';

describe('byte, duration and percent formatting', () => {
  it('formats bytes in 1024 steps with at most one decimal', () => {
    expect(formatBytes(0, 'en')).toBe('0 B');
    expect(formatBytes(1023, 'en')).toBe('1,023 B');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(8 * 1024 ** 3, 'en')).toBe('8 GB');
    expect(formatBytes(2.25 * 1024 ** 4, 'vi')).toBe('2,3 TB');
    expect(formatBytes(-5, 'cn')).toBe('0 B');
  });

  it('formats milliseconds by size', () => {
    expect(formatMs(0.456, 'en')).toBe('0.46 ms');
    expect(formatMs(12.34, 'en')).toBe('12.3 ms');
    expect(formatMs(2500, 'en')).toBe('2.5 s');
  });

  it('splits an uptime into days, hours and minutes', () => {
    expect(durationParts(59)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(durationParts(3 * 86_400 + 4 * 3600 + 5 * 60 + 59)).toEqual({ days: 3, hours: 4, minutes: 5 });
    expect(durationParts(-1)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('gives a share in percent with one decimal', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(5, 0)).toBe(0);
  });
});
