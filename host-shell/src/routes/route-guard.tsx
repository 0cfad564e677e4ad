import { useCallback, useEffect, type ReactNode } from 'react';
import { useAtom } from 'jotai';
import { Navigate, useLocation } from 'react-router-dom';
import type { MenuRoute } from 'shared-contracts/api/menus';
import { useSessionValue } from 'shared-contracts/react/use-session';
import { isWhitelisted } from 'shared-contracts/whitelist';
import { loadMenusAtom, rolesAtom, sessionStore, tokenAtom } from 'shared-contracts/session/session-store';
import { STAFF_HOME_PATH } from 'shared-contracts/staff-home';
import { decideRoute } from './guard-decision';
import { flattenMenuViews, menuViewAt } from './view-meta';
import { withHomeEntry } from './home-menu-entry';
import { logoutLandingAtom } from '../features/session/logout-landing';
import { SessionRestoring } from './session-restoring';
import { menuRoutesAtom } from './view-state';

/** SPEC §2 route rules in front of every route: the decision is guard-decision.ts, this only acts on it. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const token = useSessionValue(tokenAtom);
  const roles = useSessionValue(rolesAtom);
  const loadMenus = useSessionValue(loadMenusAtom);
  const [menus, setMenus] = useAtom(menuRoutesAtom);
  const storeMenus = useCallback((menus: MenuRoute[]) => setMenus(withHomeEntry(menus)), [setMenus]);
  const [logoutLanding, setLogoutLanding] = useAtom(logoutLandingAtom);
  // On a page anonymous users may see (the landing, or wherever they went next), or signed in again.
  const landed = logoutLanding !== null && (token !== undefined || isWhitelisted(location.pathname));
  useEffect(() => {
    if (landed) setLogoutLanding(null);
  }, [landed, setLogoutLanding]);

  // Logged out (the navbar, a 401): the previous user's menus and routes go with the token. The store's token, not
  // this render's: a render begun signed out may commit after a sign-in stored the user's menus (the portal drawn in
  // slices under the login page, in-page/draw-out-of-sight.tsx), and would wipe them.
  useEffect(() => {
    if (!token && !sessionStore.get(tokenAtom)) setMenus([]);
  }, [token, setMenus]);

  const homeNotInMenus = location.pathname === STAFF_HOME_PATH && !loadMenus
    && menuViewAt(STAFF_HOME_PATH, flattenMenuViews(menus)) === undefined;
  const decision = decideRoute({
    pathname: location.pathname, search: location.search, hash: location.hash, token, roles, loadMenus, logoutLanding, homeNotInMenus,
  });
  switch (decision.kind) {
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'allow':
      return children;
    default:
      return <SessionRestoring step={decision.kind} token={token} onMenus={storeMenus} />;
  }
}
