import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('uses the largest unit under 1024 and the locale’s separators', () => {
    expect(formatBytes(0, 'en')).toBe('0 byte');
    expect(formatBytes(800, 'en')).toBe('800 byte');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(3 * 1024 * 1024, 'en')).toBe('3 MB');
    expect(formatBytes(1536 * 1024, 'vi')).toBe('1,5 MB');
  });
});
