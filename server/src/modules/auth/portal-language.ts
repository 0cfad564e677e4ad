import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { LANGUAGE_COOKIE, isLocale, resolveLocale, type Locale } from 'shared-contracts/i18n/locale';
import type { DbOrTx } from '../../db/connect';
import { cookieValue } from '../web/cookie-value';
import { acceptedLanguages } from '../web/page-locale';

/**
 * The language the portal shows this request's user, when the request says it: the `language` cookie the language
 * switch writes (path `/`, so every API call carries it), else a language of the browser the portal speaks. Null
 * when neither does (a script without either): the default language is then no choice of the user's to record.
 */
export function requestLanguage(request: FastifyRequest): Locale | null {
  const cookie = cookieValue(request.headers.cookie, LANGUAGE_COOKIE);
  if (isLocale(cookie)) return cookie;
  const spoken = acceptedLanguages(request.headers['accept-language']).filter((tag) => /^(zh|vi|en)\b/i.test(tag));
  return spoken.length ? resolveLocale(null, spoken) : null;
}

/**
 * Notes the language the user last used in the portal (sign-in and `auth/info`, which the portal asks at every
 * start): their e-mails are written in it (docs/notifications.md "Language"). Written only when it changed.
 */
export async function noteLanguage(db: DbOrTx, userId: number, request: FastifyRequest): Promise<void> {
  const language = requestLanguage(request);
  if (!language) return;
  await db.execute(sql`update sys_user set language = ${language} where id = ${userId} and language is distinct from ${language}`);
}
