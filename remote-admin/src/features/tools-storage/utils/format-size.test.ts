import { describe, expect, it } from 'vitest';
import { formatSize } from './format-size';

describe('formatSize', () => {
  it.each([
    [0, 'en', '0 B'],
    [1023, 'en', '1,023 B'],
    [1024, 'en', '1 KB'],
    [1536, 'en', '1.5 KB'],
    [10 * 1024 * 1024, 'en', '10 MB'],
    [1536, 'vi', '1,5 KB'],
    [5 * 1024 ** 5, 'cn', '5,120 TB'],
  ] as const)('%i bytes in %s read %s', (bytes, locale, expected) => {
    expect(formatSize(bytes, locale)).toBe(expected);
  });
});
