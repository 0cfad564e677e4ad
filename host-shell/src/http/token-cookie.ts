/**
 * The sign-in token cookie's name (shared-contracts/api/auth-login.ts TOKEN_COOKIE, checked equal by
 * token-cookie.test.ts). Written out here because the early requests (the registry, the session) start before the
 * async boundary, where importing anything of shared-contracts (a shared module) would fail: sharing is not
 * negotiated yet.
 */
const TOKEN_COOKIE_NAME = 'SHL-TOEKN';

/**
 * The token of a signed-in visitor, read from its cookie as the page loads, for the requests index.ts starts: the
 * registry answers each user with the version of a remote they should load (a canary for their role or share), and
 * a reload restores the session with it.
 */
export function tokenFromCookie(cookies: string = typeof document === 'undefined' ? '' : document.cookie): string | undefined {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== TOKEN_COOKIE_NAME) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1).trim()) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
