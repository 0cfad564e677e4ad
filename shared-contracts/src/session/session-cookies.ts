import Cookies from 'js-cookie';
import { TOKEN_COOKIE } from '../api/auth-login';

/**
 * The session's cookies (SPEC §9). Only the token and, if the user asks, the username are kept: the client
 * never stores a password. Cookies are JS-readable by design (the ky client sends the token as a header).
 */

/** SPEC §9: the token and the remembered login live 1 day when the user ticks rememberMe. */
const REMEMBER_DAYS = 1;
export const USERNAME_COOKIE = 'username';
/** SPEC §8: set on a 401 logout so the landing page can say the login expired. */
export const POINT_COOKIE = 'point';

function attributes(days?: number): Cookies.CookieAttributes {
  // Secure only over https: on plain-http development hosts a Secure cookie would silently not be stored.
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  return { path: '/', sameSite: 'Lax', secure, ...(days === undefined ? {} : { expires: days }) };
}

export function readTokenCookie(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

/** rememberMe → 1-day cookie; otherwise a session cookie that ends with the browser session. */
export function writeTokenCookie(token: string, rememberMe: boolean): void {
  Cookies.set(TOKEN_COOKIE, token, attributes(rememberMe ? REMEMBER_DAYS : undefined));
}

export function removeTokenCookie(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}

/** Keeps the username for the next login form (null forgets it). */
export function rememberUsername(username: string | null): void {
  if (username) Cookies.set(USERNAME_COOKIE, username, attributes(REMEMBER_DAYS));
  else Cookies.remove(USERNAME_COOKIE, { path: '/' });
}

export function rememberedUsername(): string | undefined {
  return Cookies.get(USERNAME_COOKIE) || undefined;
}

export function markUnauthorizedLogout(): void {
  Cookies.set(POINT_COOKIE, '401', attributes());
}
