import Fuse, { type IFuseOptions } from 'fuse.js';
import type { MenuRoute } from 'shared-contracts/api/menus';
import type { Locale } from 'shared-contracts/i18n/locale';
import { localTitle, resolveMenuPath } from './menu-tree';

/** One searchable page: its full path and its titles from the top directory down (eladmin's header search). */
export type SearchEntry = { path: string; title: string[] };

/** SPEC §9: fuzzy, threshold 0.4, title weight 0.7, path weight 0.3. */
export const MENU_SEARCH_OPTIONS: IFuseOptions<SearchEntry> = {
  shouldSort: true,
  threshold: 0.4,
  location: 0,
  distance: 100,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

/** A title chain without a repeated neighbour: a one-page Layout and its page share a title. */
function collapseRepeats(titles: string[]): string[] {
  return titles.filter((t, i) => i === 0 || t !== titles[i - 1]);
}

/**
 * Flattens the user's menu into the pages one can open: hidden entries are left out, directories
 * (`redirect: 'noredirect'`) only lend their titles to the entries below them, and an entry reachable twice
 * under the same title (a top-level Layout and its empty-path page) is listed once. Two different
 * titles for one page (the host's "mall home" shortcut and the personal centre) are both searchable.
 */
export function flattenMenu(routes: readonly MenuRoute[], locale: Locale): SearchEntry[] {
  const entries: SearchEntry[] = [];
  const seen = new Set<string>();
  const walk = (list: readonly MenuRoute[], base: string, prefix: string[]) => {
    for (const route of list) {
      if (route.hidden) continue;
      const path = resolveMenuPath(base, route.path);
      const title = route.meta.title ? collapseRepeats([...prefix, localTitle(route.meta, locale)]) : prefix;
      const isDirectory = route.redirect === 'noredirect';
      const key = `${path}|${title.at(-1) ?? ''}`;
      if (route.meta.title && !isDirectory && !/^https?:\/\//.test(path) && !seen.has(key)) {
        seen.add(key);
        entries.push({ path, title });
      }
      if (route.children?.length) walk(route.children, path, title);
    }
  };
  walk(routes, '/', []);
  return entries;
}

export function createMenuSearch(entries: readonly SearchEntry[]): Fuse<SearchEntry> {
  return new Fuse([...entries], MENU_SEARCH_OPTIONS);
}

/** The pages matching `query`, best first; an empty query finds nothing (the list stays closed). */
export function searchMenu(fuse: Fuse<SearchEntry>, query: string, limit = 10): SearchEntry[] {
  const q = query.trim();
  if (!q) return [];
  return fuse.search(q, { limit }).map((result) => result.item);
}
