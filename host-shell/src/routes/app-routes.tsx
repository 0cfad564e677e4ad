import { useLayoutEffect, useEffect, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation, useRoutes } from 'react-router-dom';
import { buildAppRoutes } from './app-route-table';
import { serverMenusOf } from './home-menu-entry';
import { useLinkIntentPreload, useLocationPreload } from './link-preload';
import { beginProgress, endProgress } from './navigation-progress';
import { RouteGuard } from './route-guard';
import { flattenMenuViews } from './view-meta';
import { ViewTracker } from './view-tracker';
import { menuRoutesAtom } from './view-state';

/** Runs the progress bar from a route change until the new view has committed (SPEC §2). */
function useRouteChangeProgress(key: string): void {
  useLayoutEffect(() => {
    beginProgress('route');
  }, [key]);
  useEffect(() => {
    endProgress('route');
  }, [key]);
}

/**
 * The routed part of the app. It reads the location, so it re-renders on every route change (SPEC §2);
 * the route table is rebuilt only when the menus change.
 */
export function AppRoutes() {
  const location = useLocation();
  const menus = useAtomValue(menuRoutesAtom);
  const serverMenus = useMemo(() => serverMenusOf(menus), [menus]);
  const routes = useMemo(() => buildAppRoutes(serverMenus), [serverMenus]);
  const element = useRoutes(routes);
  useRouteChangeProgress(location.key);
  const menuViews = useMemo(() => flattenMenuViews(serverMenus), [serverMenus]);
  useLinkIntentPreload(menuViews);
  useLocationPreload(location.pathname, menuViews);
  return (
    <RouteGuard>
      <ViewTracker menus={serverMenus} />
      {element}
    </RouteGuard>
  );
}
