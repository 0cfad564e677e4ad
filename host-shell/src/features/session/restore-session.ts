import { isHTTPError } from 'shared-contracts/http/is-http-error';
import type { User } from 'shared-contracts/api/auth';
import type { MenuRoute } from 'shared-contracts/api/menus';
import { cartCountAtom, loadMenusAtom, logoutLocal, sessionStore, setUser } from 'shared-contracts/session/session-store';
import { earlyOr, takeEarlySession } from './early-session';
import { fetchCartCount, fetchMenuRoutes, fetchUserInfo, parseMenuRoutes, parseUserInfo } from './session-requests';

/** What the guard asks for (routes/guard-decision.ts): the user first on a reload, then the menus. */
export type RestoreStep = 'fetchInfo' | 'loadMenus';

/** SPEC §4: the cart count is refreshed after login, the info fetch and the menu load. */
export function refreshCartCount(): void {
  fetchCartCount().then(
    (count) => sessionStore.set(cartCountAtom, count),
    () => undefined,
  );
}

/** Page reloads are the only way out of a failed info fetch; indirect so tests can observe it. */
export const pageReload = { run: () => window.location.reload() };

async function restoreUser(info: Promise<User>): Promise<void> {
  try {
    const user = await info;
    // Before the roles arrive: with roles and no pending menu load the guard would let the navigation
    // through before the menu routes exist, and a deep link to a menu page would end on /404.
    sessionStore.set(loadMenusAtom, true);
    setUser(user);
  } catch (error) {
    // A 401 was handled by the client already (logged out, sent to `/`, SPEC §8); reloading now would
    // race that navigation and could reload the protected page instead. Any other failure: SPEC §4/§8,
    // log out and reload (the guard then sends a protected page to login).
    if (!(isHTTPError(error) && error.response.status === 401)) {
      logoutLocal();
      pageReload.run();
    }
    throw error;
  }
  refreshCartCount();
}

/**
 * SPEC §4: on a reload the user first, then the menus. When index.ts asked for both as the page loaded
 * (early-session.ts), they are taken together, and the menus are used only once the user is restored; without early
 * answers the menus are asked for after the user, so a 401 reaches the shared client's handler once, not twice.
 */
async function run(step: RestoreStep, token: string | undefined): Promise<MenuRoute[]> {
  const early = takeEarlySession(token);
  if (step === 'loadMenus') return earlyOr(early?.menus, parseMenuRoutes, fetchMenuRoutes);
  if (!early) {
    await restoreUser(fetchUserInfo());
    return fetchMenuRoutes();
  }
  // The answer already on its way is the one used; the menus are asked for again only after a failure.
  const menus = early.menus.then(parseMenuRoutes);
  menus.catch(() => undefined);
  await restoreUser(earlyOr(early.info, parseUserInfo, fetchUserInfo));
  return menus.catch(() => fetchMenuRoutes());
}

/**
 * Called by the guard once it has stored the menu routes, not before: the pending flag must drop only
 * when the routes exist, or the repeated navigation would match the catch-all instead of the page.
 */
export function finishMenuLoad(): void {
  sessionStore.set(loadMenusAtom, false);
  refreshCartCount();
}

let inFlight: { token: string | undefined; promise: Promise<MenuRoute[]> } | null = null;

/**
 * Restores what a navigation needs and answers the user's menu tree. One run per token at a time:
 * React's strict mode and quick successive navigations would otherwise fetch the same menus twice.
 */
export function restoreSession(step: RestoreStep, token: string | undefined): Promise<MenuRoute[]> {
  if (inFlight && inFlight.token === token) return inFlight.promise;
  const promise = run(step, token).finally(() => {
    if (inFlight?.promise === promise) inFlight = null;
  });
  inFlight = { token, promise };
  return promise;
}
