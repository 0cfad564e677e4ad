import { isWhitelisted } from 'shared-contracts/whitelist';
import { AFTER_LOGIN_DEFAULT, safeRedirectTarget } from './redirect-target';

/** What the route guard knows about a navigation (SPEC §2 route rules, §4 session). */
export type GuardInput = {
  /** Path name of the target, without query or hash. */
  pathname: string;
  /** `?a=1` and `#x` of the target, kept in the login redirect so the user lands where they aimed. */
  search?: string;
  hash?: string;
  token: string | undefined;
  roles: readonly string[];
  /** True after a login until the menus are fetched (SPEC §4). */
  loadMenus: boolean;
  /** A logout is under way to this page (`/mall`, or `/` after a 401, SPEC §2/§8): not to the login page. */
  logoutLanding?: string | null;
  /**
   * The staff's home (the dashboard) is asked for, but the user's menus, loaded, do not hold it: a role given a
   * queue's code without the dashboard's menu entry. The login's home falls back to the mall rather than a 404.
   */
  homeNotInMenus?: boolean;
};

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Token present but roles empty (a reload): fetch `auth/info`, then the menus. */
  | { kind: 'fetchInfo' }
  /** Signed in, menus not yet added: fetch them, add their routes, then repeat the navigation. */
  | { kind: 'loadMenus' };

export const LOGIN_PATH = '/login';

export function loginRedirectFor(fullPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

/**
 * The guard's decision, the order eladmin's permission check has: a signed-in user never sees the
 * login page; a reload first restores the user, then the menus; an anonymous user passes the whitelist
 * only. Navigation only: the server authorises every call on its own.
 */
export function decideRoute(input: GuardInput): GuardDecision {
  const fullPath = `${input.pathname}${input.search ?? ''}${input.hash ?? ''}`;
  if (input.token) {
    // Also how a login completes: the login page only stores the session and this sends the user on to
    // the `redirect` query (the user's home without one), so there is one navigation, never two racing.
    if (input.pathname === LOGIN_PATH) {
      return { kind: 'redirect', to: safeRedirectTarget(new URLSearchParams(input.search ?? '').get('redirect'), input.roles) };
    }
    if (input.roles.length === 0) return { kind: 'fetchInfo' };
    if (input.loadMenus) return { kind: 'loadMenus' };
    if (input.homeNotInMenus) return { kind: 'redirect', to: AFTER_LOGIN_DEFAULT };
    return { kind: 'allow' };
  }
  if (isWhitelisted(input.pathname)) return { kind: 'allow' };
  if (input.logoutLanding) return { kind: 'redirect', to: input.logoutLanding };
  return { kind: 'redirect', to: loginRedirectFor(fullPath) };
}
