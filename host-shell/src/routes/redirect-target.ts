/** Where a login goes when there is no (usable) `redirect` query, and where /login sends a signed-in user. */
export const AFTER_LOGIN_DEFAULT = '/';

/**
 * The login page's `redirect` query (set by the route guard), if it is a path on this site. Anything
 * else (`//evil.com`, `https://...`, `/\evil`) would turn the login page into an open redirect.
 */
export function safeRedirectTarget(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return AFTER_LOGIN_DEFAULT;
  if (raw === '/login' || raw.startsWith('/login?') || raw.startsWith('/login#')) return AFTER_LOGIN_DEFAULT;
  return raw;
}
