import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, intlTag, isLocale, LOCALES, resolveLocale } from './locale';

describe('resolveLocale', () => {
  it('prefers a known cookie value over the browser', () => {
    expect(resolveLocale('vi', ['en-US'])).toBe('vi');
    expect(resolveLocale('en', ['zh-CN'])).toBe('en');
    expect(resolveLocale('cn', ['vi'])).toBe('cn');
  });
  it('ignores an unknown cookie value', () => {
    expect(resolveLocale('zh', ['vi-VN'])).toBe('vi');
    expect(resolveLocale('fr', [])).toBe('cn');
    expect(resolveLocale('', ['en-GB'])).toBe('en');
  });
  it('maps browser languages in order of preference', () => {
    expect(resolveLocale(undefined, ['zh-TW', 'en'])).toBe('cn');
    expect(resolveLocale(undefined, ['zh'])).toBe('cn');
    expect(resolveLocale(undefined, ['vi-VN'])).toBe('vi');
    expect(resolveLocale(undefined, ['EN-us'])).toBe('en');
    expect(resolveLocale(null, ['fr-FR', 'de', 'vi'])).toBe('vi');
  });
  it('does not take a language that merely starts with the same letters', () => {
    expect(resolveLocale(undefined, ['zu', 'vec'])).toBe(DEFAULT_LOCALE);
  });
  it('falls back to cn', () => {
    expect(resolveLocale(undefined, [])).toBe('cn');
    expect(resolveLocale(undefined)).toBe('cn');
    expect(resolveLocale(undefined, ['fr-FR'])).toBe('cn');
  });
});

describe('locale helpers', () => {
  it('maps portal locales to BCP-47 tags Intl accepts', () => {
    expect(LOCALES.map(intlTag)).toEqual(['en', 'zh-CN', 'vi-VN']);
    for (const l of LOCALES) expect(Intl.getCanonicalLocales(intlTag(l))).toEqual([intlTag(l)]);
  });
  it('recognises only the three locales', () => {
    expect(isLocale('cn')).toBe(true);
    expect(isLocale('zh-CN')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
