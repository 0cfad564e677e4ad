import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, resolveLocale, type Locale } from 'shared-contracts/i18n/locale';
import { cookieValue } from './cookie-value';

/** The language tags of an Accept-Language header, most preferred first (`vi-VN,vi;q=0.9,en;q=0.8`). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The language a page is sent in, decided as the page itself decides it (SPEC §9): the `language` cookie, then the
 * browser's languages, then Chinese.
 */
export function pageLocale(request: FastifyRequest): Locale {
  return resolveLocale(cookieValue(request.headers.cookie, LANGUAGE_COOKIE), acceptedLanguages(request.headers['accept-language']));
}
