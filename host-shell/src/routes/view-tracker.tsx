import { useEffect, useMemo } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { MenuRoute } from 'shared-contracts/api/menus';
import { localeAtom } from 'shared-contracts/shell/i18n/locale-atom';
import { flattenMenuViews, resolveView } from './view-meta';
import { pageTitle, titleOf } from 'shared-contracts/shell/routes/view-title';
import { outOfSightAtom } from './out-of-sight';
import { currentViewAtom } from './view-state';

/** `/redirect/<path>` only bounces back to `<path>`: it is not a view of its own (no tag, no title). */
const isRedirectPath = (pathname: string) => pathname === '/redirect' || pathname.startsWith('/redirect/');

/**
 * Publishes the view being shown for the layout (tags bar, breadcrumb) and sets the page title. Runs on
 * every route change and language change; pages outside the layout publish null.
 */
export function ViewTracker({ menus }: { menus: readonly MenuRoute[] }) {
  const location = useLocation();
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const setCurrentView = useSetAtom(currentViewAtom);
  const outOfSight = useAtomValue(outOfSightAtom);
  const menuViews = useMemo(() => flattenMenuViews(menus), [menus]);
  const resolved = useMemo(
    () => (isRedirectPath(location.pathname) ? undefined : resolveView(location, menuViews)),
    [location, menuViews],
  );

  useEffect(() => {
    if (resolved === undefined) return;
    setCurrentView(resolved?.inLayout ? resolved.view : null);
  }, [resolved, setCurrentView]);

  // While the guard shows something else (a logout's redirect, a session restoring) no view is on screen: a
  // layout mounting afterwards must not take the page that was there for the one it is about to show.
  useEffect(() => () => setCurrentView(null), [setCurrentView]);

  useEffect(() => {
    if (resolved === undefined || outOfSight) return;
    document.title = pageTitle(resolved ? titleOf(resolved.view, locale, intl) : null, intl);
  }, [resolved, locale, intl, outOfSight]);

  return null;
}
