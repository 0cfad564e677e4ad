import type { MenuRoute } from 'shared-contracts/api/menus';
import { routeTitles } from 'shared-contracts/shell/routes/route-titles';

/**
 * SPEC §2: "An empty-path entry titled mall home is shown in the menu and leads to the personal centre
 * page." The host adds it in front of the server's tree in `menuRoutesAtom` (for the sidebar only; its
 * route, /user/center, exists anyway). eladmin's sidebar shows a one-child entry as that child, so it
 * links `'' + 'user/center'` = /user/center under the title "mall home".
 */
/** The entry and its one child both read "mall home", in every language. */
const HOME_META: MenuRoute['meta'] = {
  title: routeTitles.cn['route.home'],
  i18n: { cn: routeTitles.cn['route.home'], en: routeTitles.en['route.home'], vi: routeTitles.vi['route.home'] },
  icon: 'house',
  noCache: true,
  // What the server adds to its own entries for the menu search (docs/menus-and-dictionaries.md).
  pinyin: { full: 'shangchengshouye', initials: 'scsy' },
};

export const HOME_MENU_ENTRY: MenuRoute = {
  name: 'MallHomeEntry',
  path: '',
  hidden: false,
  redirect: '/user/center',
  component: 'Layout',
  meta: HOME_META,
  children: [{
    name: 'MallHomeCentre',
    path: 'user/center',
    hidden: false,
    component: 'host/UserCenter',
    meta: HOME_META,
  }],
};

/** The menu tree the layout draws: the home entry, then the user's menus from the server. */
export function withHomeEntry(serverMenus: readonly MenuRoute[]): MenuRoute[] {
  return [HOME_MENU_ENTRY, ...serverMenus];
}

/** The server's part of the tree again: routes and view lookups must not see the sidebar-only entry. */
export function serverMenusOf(menus: readonly MenuRoute[]): MenuRoute[] {
  return menus.filter((menu) => menu !== HOME_MENU_ENTRY);
}
