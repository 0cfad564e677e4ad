import { DASHBOARD_CARD_CODES, STAFF_HOME_PATH } from 'shared-contracts/staff-home';
import { checkPermission } from 'shared-contracts/permission';

/** Where a login goes when there is no (usable) `redirect` query, and where /login sends a signed-in user. */
export const AFTER_LOGIN_DEFAULT = '/';

/**
 * Home after signing in: staff who can take work from the dashboard's queues open on it (issue 27), anyone else on
 * the mall. Roles unknown yet (a reload on /login) count as the mall's: the guard cannot wait for them there.
 */
export function homeFor(roles: readonly string[]): string {
  return checkPermission(roles, Object.values(DASHBOARD_CARD_CODES)) ? STAFF_HOME_PATH : AFTER_LOGIN_DEFAULT;
}

/**
 * The login page's `redirect` query (set by the route guard), if it is a path on this site, else the user's home.
 * Anything else (`//evil.com`, `https://...`, `/\evil`) would turn the login page into an open redirect.
 */
export function safeRedirectTarget(raw: string | null | undefined, roles: readonly string[] = []): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return homeFor(roles);
  if (raw === '/login' || raw.startsWith('/login?') || raw.startsWith('/login#')) return homeFor(roles);
  return raw;
}
