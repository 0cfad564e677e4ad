import { matchPath } from 'react-router-dom';
import type { MenuRoute } from 'shared-contracts/api/menus';
import { joinMenuPath, NO_REDIRECT } from './menu-paths';
import { routeTitles } from 'shared-contracts/shell/routes/route-titles';
import { STATIC_VIEWS } from './static-views';
import type { ViewMeta } from './view-state';

type TrailItem = ViewMeta['trail'][number];
type Target = { pathname: string; search?: string; hash?: string };

/** Breadcrumbs start at home (SPEC §1). */
export const HOME_TRAIL_ITEM: TrailItem = { title: routeTitles.cn['route.home'], titleId: 'route.home', i18n: {}, path: '/' };

/** A page of the menu tree with its full pattern and the directories above it. */
export type MenuView = { pattern: string; menu: MenuRoute; ancestors: Array<{ menu: MenuRoute; pattern: string }> };

/** The menu page a path of this site opens, as the router matches it. */
export function menuViewAt(pathname: string, menuViews: readonly MenuView[]): MenuView | undefined {
  return menuViews.find((view) => matchPath({ path: view.pattern, end: true }, pathname) !== null);
}

/** Every openable page of the menu tree, in menu order (directories are not views: they redirect). */
export function flattenMenuViews(menus: readonly MenuRoute[], parent = '', ancestors: MenuView['ancestors'] = []): MenuView[] {
  return menus.flatMap((menu) => {
    const pattern = joinMenuPath(parent, menu.path);
    const children = menu.children ?? [];
    if (children.length === 0) return [{ pattern, menu, ancestors }];
    return flattenMenuViews(children, pattern, [...ancestors, { menu, pattern }]);
  });
}

function menuTrail(found: MenuView): TrailItem[] {
  // A top-level page is wrapped in a `Layout` entry with the same path and title: one crumb, not two.
  const directories = found.ancestors.filter((a) => a.pattern !== found.pattern);
  return [
    HOME_TRAIL_ITEM,
    ...directories.map(({ menu, pattern }) => ({
      title: menu.meta.title, i18n: menu.meta.i18n, path: menu.redirect === NO_REDIRECT ? null : pattern,
    })),
    { title: found.menu.meta.title, i18n: found.menu.meta.i18n, path: found.pattern },
  ];
}

const fullPathOf = (target: Target) => `${target.pathname}${target.search ?? ''}${target.hash ?? ''}`;

export type ResolvedView = { view: ViewMeta; inLayout: boolean };

/**
 * The view a location shows: a menu page first (its title and cache flag come from the server), else a
 * static route of the shell. Null for paths nothing matches (the router sends them to /404).
 */
export function resolveView(target: Target, menuViews: readonly MenuView[]): ResolvedView | null {
  const fullPath = fullPathOf(target);
  const found = menuViews.find((candidate) => matchPath({ path: candidate.pattern, end: true }, target.pathname));
  if (found) {
    const { meta } = found.menu;
    return {
      inLayout: true,
      view: {
        path: target.pathname, fullPath, name: found.menu.name ?? found.pattern,
        title: meta.title, i18n: meta.i18n, icon: meta.icon, affix: false, noCache: meta.noCache, trail: menuTrail(found),
      },
    };
  }
  const known = STATIC_VIEWS.find((candidate) => matchPath({ path: candidate.pattern, end: true }, target.pathname));
  if (!known) return null;
  const title = routeTitles.cn[known.titleId];
  const self: TrailItem = { title, titleId: known.titleId, i18n: {}, path: target.pathname };
  return {
    inLayout: known.inLayout,
    view: {
      path: target.pathname, fullPath, name: known.name, title, titleId: known.titleId, i18n: {}, icon: known.icon,
      affix: known.affix, noCache: known.noCache, trail: known.pattern === '/' ? [HOME_TRAIL_ITEM] : [HOME_TRAIL_ITEM, self],
    },
  };
}
