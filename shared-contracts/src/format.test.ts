import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { clientKitMessages } from './i18n/messages-client-kit';
import { formatCode, formatDate, formatDateTime, formatMoney, formatRelativeTime, mask, relativeTime, toMillis } from './format';

describe('formatCode', () => {
  it('prefixes B and pads to 6 digits', () => {
    expect(formatCode(7)).toBe('B000007');
    expect(formatCode(0)).toBe('B000000');
    expect(formatCode(123456)).toBe('B123456');
    expect(formatCode('42')).toBe('B000042');
  });
  it('keeps a longer number whole', () => expect(formatCode(1234567)).toBe('B1234567'));
});

describe('mask', () => {
  it('leaves 8 characters or fewer unchanged', () => {
    expect(mask('abcdefgh')).toBe('abcdefgh');
    expect(mask('abc')).toBe('abc');
  });
  it('keeps 4 at each end with one asterisk per hidden character', () => {
    expect(mask('abcdefghi')).toBe('abcd*fghi');
    expect(mask('abcdefghij')).toBe('abcd**ghij');
    expect(mask('6222021234567890123')).toBe('6222***********0123');
  });
  it('does not split characters outside the BMP', () => {
    expect(mask('😀😀😀😀x😀😀😀😀')).toBe('😀😀😀😀*😀😀😀😀');
  });
  it('turns a missing value into an empty string', () => {
    expect(mask(null)).toBe('');
    expect(mask(undefined)).toBe('');
  });
});

describe('toMillis', () => {
  it('reads a 10-digit value as seconds', () => {
    expect(toMillis(1_700_000_000)).toBe(1_700_000_000_000);
    expect(toMillis('1700000000')).toBe(1_700_000_000_000);
  });
  it('keeps a 13-digit value as milliseconds', () => {
    expect(toMillis(1_700_000_000_123)).toBe(1_700_000_000_123);
    expect(toMillis('1700000000123')).toBe(1_700_000_000_123);
  });
  it('keeps other lengths as they are', () => expect(toMillis(999_999_999)).toBe(999_999_999));
});

describe('relativeTime', () => {
  const now = 1_700_000_000_000;
  const ago = (seconds: number) => relativeTime(now - seconds * 1000, now);

  it.each([
    [0, 'justNow', 0],
    [29, 'justNow', 0],
    [30, 'minutes', 1],
    [90, 'minutes', 1],
    [59 * 60, 'minutes', 59],
    [3599, 'minutes', 59],
    [3600, 'hours', 1],
    [23 * 3600, 'hours', 23],
    [24 * 3600 - 1, 'hours', 23],
    [24 * 3600, 'oneDay', 1],
    [47 * 3600, 'oneDay', 1],
    [48 * 3600 - 1, 'oneDay', 1],
    [48 * 3600, 'days', 2],
    [10 * 86_400 + 5, 'days', 10],
  ] as const)('%i s ago → %s %i', (seconds, unit, value) => {
    expect(ago(seconds)).toEqual({ unit, value });
  });

  it('reads a 10-digit timestamp as seconds', () => {
    expect(relativeTime(Math.floor(now / 1000) - 7200, now)).toEqual({ unit: 'hours', value: 2 });
  });
  it('treats a future time as just now', () => expect(ago(-600)).toEqual({ unit: 'justNow', value: 0 }));
});

describe('formatRelativeTime', () => {
  const now = 1_700_000_000_000;
  const intl = (locale: 'en' | 'cn' | 'vi') => createIntl({ locale: locale === 'cn' ? 'zh-CN' : locale, messages: clientKitMessages[locale] });

  it('formats through react-intl in each language', () => {
    expect(formatRelativeTime(now - 5_000, intl('en').formatMessage, now)).toBe('just now');
    expect(formatRelativeTime(now - 60_000, intl('en').formatMessage, now)).toBe('1 minute ago');
    expect(formatRelativeTime(now - 5 * 3600_000, intl('en').formatMessage, now)).toBe('5 hours ago');
    expect(formatRelativeTime(now - 30 * 3600_000, intl('cn').formatMessage, now)).toBe('1天前');
    expect(formatRelativeTime(now - 3 * 86_400_000, intl('vi').formatMessage, now)).toBe('3 ngày trước');
    expect(formatRelativeTime(now - 3 * 86_400_000, intl('en').formatMessage, now)).toBe('3 days ago');
  });
});

describe('formatMoney', () => {
  // Intl separates currency and digits with a narrow/no-break space in some locales: compare without them.
  const plain = (s: string) => s.replace(/[\s\u00a0\u202f]/g, ' ');

  it('shows CNY with 2 decimals from fen', () => {
    expect(plain(formatMoney(123_456, 'CNY', 'en'))).toBe('CN¥1,234.56');
    expect(plain(formatMoney(123_456, 'CNY', 'cn'))).toBe('¥1,234.56');
    expect(plain(formatMoney(5, 'CNY', 'en'))).toBe('CN¥0.05');
  });
  it('shows VND with no decimals', () => {
    expect(plain(formatMoney(1_234_567, 'VND', 'vi'))).toBe('1.234.567 ₫');
    expect(plain(formatMoney(1_234_567, 'VND', 'en'))).toBe('₫1,234,567');
  });
  it('uses the ISO exponent of other currencies', () => {
    expect(plain(formatMoney(1999, 'USD', 'en'))).toBe('$19.99');
  });
});

describe('formatDate', () => {
  const ts = Date.UTC(2024, 0, 5, 13, 4, 9);
  it('formats in the locale order', () => {
    expect(formatDate(ts, 'cn', { timeZone: 'UTC' })).toBe('2024/01/05');
    expect(formatDate(ts, 'en', { timeZone: 'UTC' })).toBe('01/05/2024');
    expect(formatDate(ts, 'vi', { timeZone: 'UTC' })).toBe('05/01/2024');
  });
  it('reads a seconds timestamp as seconds', () => {
    expect(formatDate(ts / 1000, 'cn', { timeZone: 'UTC' })).toBe('2024/01/05');
    expect(formatDate(String(ts / 1000), 'cn', { timeZone: 'UTC' })).toBe('2024/01/05');
  });
  it('formats date and time with a 24-hour clock', () => {
    expect(formatDateTime(ts, 'cn', { timeZone: 'UTC' })).toBe('2024/01/05 13:04:09');
  });
});
