import { atom } from 'jotai';
import type { I18nText } from 'shared-contracts/api/common';
import type { MenuRoute } from 'shared-contracts/api/menus';

/**
 * What the router knows and the layout draws. The router (guard, menu routes) writes these atoms; the
 * layout (sidebar, tags bar, breadcrumb, page title) only reads them.
 */

/** The signed-in user's menu tree from `GET api/menus/build`; empty while anonymous or not loaded. */
export const menuRoutesAtom = atom<MenuRoute[]>([]);

/** A view the user is on: what the tags bar, breadcrumb and title need (SPEC §3 Views). */
export type ViewMeta = {
  /** Path of the route as matched (no query), the key of a tag and of a kept-alive view. */
  path: string;
  /** Path with query and hash, for going back to the view as it was. */
  fullPath: string;
  /** Route name (menu componentName) or the path. */
  name: string;
  /** Canonical title (cn) or a message id for the host's own views; `titleId` wins when present. */
  title: string;
  titleId?: string;
  i18n: I18nText;
  icon: string | null;
  /** Pinned tag that cannot be closed (the home view `/`). */
  affix: boolean;
  /** Not kept alive when leaving it. */
  noCache: boolean;
  /** Breadcrumb trail: ancestors' titles from the menu tree, home first. */
  trail: Array<{ title: string; titleId?: string; i18n: I18nText; path: string | null }>;
};

/** The view currently shown; null on pages outside the layout (login, register). */
export const currentViewAtom = atom<ViewMeta | null>(null);
