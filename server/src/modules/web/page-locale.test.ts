import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { acceptedLanguages, pageLocale } from './page-locale';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe('acceptedLanguages', () => {
  it('orders the tags by preference and drops refused ones', () => {
    expect(acceptedLanguages('en;q=0.5, vi-VN, zh-CN;q=0.8, fr;q=0, *;q=0.1')).toEqual(['vi-VN', 'zh-CN', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages(' , ;q=1')).toEqual([]);
  });
});

describe('pageLocale', () => {
  it('takes the language cookie first, then the browser, then Chinese', () => {
    expect(pageLocale(request({ cookie: 'a=1; language=vi', 'accept-language': 'en' }))).toBe('vi');
    expect(pageLocale(request({ cookie: 'language=xx', 'accept-language': 'fr, en-GB;q=0.9' }))).toBe('en');
    expect(pageLocale(request({ 'accept-language': 'zh-TW' }))).toBe('cn');
    expect(pageLocale(request({}))).toBe('cn');
  });
});
