import type { ViewMeta } from '../../../routes/view-state';
import { REDIRECT_PREFIX } from 'shared-contracts/shell/features/layout/constants';

/**
 * The tags bar's visited views (SPEC §3 Views, §4 Tab views) as a pure reducer: no duplicates by path,
 * affix views are never closed, and only views not marked noCache are kept alive.
 */

export type TagsAction =
  | { type: 'add'; view: ViewMeta }
  | { type: 'close'; path: string }
  | { type: 'closeOthers'; path: string }
  | { type: 'closeAll' };

/** The pinned home tag (SPEC §2: `/` has a pinned tag), present before the user has opened it. */
export const HOME_VIEW: ViewMeta = {
  path: '/',
  fullPath: '/',
  name: 'Home',
  // The router's title of `/` (routes/route-titles.ts), so the seeded tag and the visited one read the same.
  title: '商城首页',
  titleId: 'route.home',
  i18n: {},
  icon: 'house',
  affix: true,
  // `/` is a public mall page: public routes are not cached (SPEC §2).
  noCache: true,
  trail: [],
};

export const INITIAL_VIEWS: readonly ViewMeta[] = [HOME_VIEW];

/** The internal refresh route is a passage, not a view the user visits. */
export function isTaggable(view: ViewMeta): boolean {
  return view.path !== REDIRECT_PREFIX && !view.path.startsWith(`${REDIRECT_PREFIX}/`);
}

function addView(views: readonly ViewMeta[], view: ViewMeta): readonly ViewMeta[] {
  if (!isTaggable(view)) return views;
  const index = views.findIndex((v) => v.path === view.path);
  if (index === -1) return [...views, view];
  // Same path again: keep the tag where it is but remember the latest query (fullPath) and titles.
  const current = views[index] as ViewMeta;
  const merged: ViewMeta = { ...view, affix: current.affix || view.affix };
  return views.map((v, i) => (i === index ? merged : v));
}

export function tagsReducer(views: readonly ViewMeta[], action: TagsAction): readonly ViewMeta[] {
  switch (action.type) {
    case 'add':
      return addView(views, action.view);
    case 'close':
      return views.filter((v) => v.affix || v.path !== action.path);
    case 'closeOthers':
      return views.filter((v) => v.affix || v.path === action.path);
    case 'closeAll':
      return views.filter((v) => v.affix);
  }
}

/** What a tab remembers of a tag (views-storage.ts): where it leads, not how it reads. */
export type StoredView = { path: string; fullPath: string; affix: boolean };

/** The view a stored address shows to the user now, or null when the user may not open it (any more). */
export type ViewResolver = (fullPath: string) => ViewMeta | null;

export function toStoredView(view: ViewMeta): StoredView {
  return { path: view.path, fullPath: view.fullPath, affix: view.affix };
}

/**
 * The tags of a tab read back after a reload: in their order after the pinned home tag, each resolved again
 * from the current menus (so titles, their translations and the breadcrumb are today's), and left out when
 * it no longer resolves to the same path (no longer in the user's menus, or not permitted).
 */
export function restoreViews(stored: readonly StoredView[], resolve: ViewResolver): readonly ViewMeta[] {
  let views = INITIAL_VIEWS;
  for (const item of stored) {
    const view = resolve(item.fullPath);
    if (view && view.path === item.path) views = addView(views, { ...view, affix: view.affix || item.affix });
  }
  return views;
}

/** Paths whose page stays mounted while hidden (keep-alive); noCache views are re-created on each visit. */
export function cachedPaths(views: readonly ViewMeta[]): Set<string> {
  return new Set(views.filter((v) => !v.noCache).map((v) => v.path));
}

/**
 * Where to go after the active tag was closed: the last remaining view (eladmin's toLastView), or `/`
 * when none is left.
 */
export function fallbackPathAfterClose(remaining: readonly ViewMeta[]): string {
  return remaining.at(-1)?.fullPath ?? '/';
}
