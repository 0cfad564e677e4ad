import type { ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { MenuRoute } from 'shared-contracts/api/menus';
import { NO_REDIRECT, relativeMenuPath } from './menu-paths';

/** Turns a menu entry's `component` into its element (pass-through, frame or page). */
export type RenderMenuComponent = (menu: MenuRoute) => ReactElement;

/**
 * Where opening a directory itself leads: its own redirect when it names a path, else its first visible
 * child (eladmin leaves such a route blank; a blank page is worse than the first entry).
 */
export function directoryRedirect(menu: MenuRoute): string | null {
  if (menu.redirect && menu.redirect !== NO_REDIRECT) return menu.redirect;
  const children = menu.children ?? [];
  const first = children.find((child) => !child.hidden && child.path !== '') ?? children.find((child) => child.path !== '');
  return first ? relativeMenuPath(first.path) : null;
}

function toRouteObject(menu: MenuRoute, render: RenderMenuComponent, topLevel: boolean): RouteObject {
  const element = render(menu);
  const path = topLevel ? menu.path : relativeMenuPath(menu.path);
  const children = menu.children ?? [];
  if (children.length === 0) {
    return path === '' || path === '/' ? { index: true, element } : { path, element };
  }
  const childRoutes = children.map((child) => toRouteObject(child, render, false));
  const redirect = directoryRedirect(menu);
  // A child with an empty path already is the directory's page (a top-level page, e.g. /user/center).
  if (redirect && !childRoutes.some((route) => route.index)) {
    childRoutes.unshift({ index: true, element: <Navigate to={redirect} replace /> });
  }
  // An empty path makes a pathless route: its children keep their own paths (relative to the root).
  return path === '' ? { element, children: childRoutes } : { path, element, children: childRoutes };
}

/**
 * The react-router routes of `GET api/menus/build` (SPEC §2). They are added inside the one layout
 * route of the shell, so `Layout` and `ParentView` both render as pass-throughs (see app-routes.tsx);
 * hidden entries get routes like the others: hidden only means "not in the sidebar".
 */
export function buildMenuRoutes(menus: readonly MenuRoute[], render: RenderMenuComponent): RouteObject[] {
  return menus.map((menu) => toRouteObject(menu, render, true));
}
