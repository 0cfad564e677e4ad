import Fuse, { type IFuseOptions } from 'fuse.js';
import type { MenuRoute } from 'shared-contracts/api/menus';
import type { Locale } from 'shared-contracts/i18n/locale';
import { normalizeSearchText } from 'shared-contracts/mall/search-text';
import { localTitle, resolveMenuPath } from './menu-tree';

/**
 * One searchable page: its full path, its titles from the top directory down (eladmin's header search), and
 * for each of those titles the forms a query is compared with (`forms[i]` belongs to `title[i]`).
 */
export type SearchEntry = { path: string; title: string[]; forms: string[][] };

/** What fuse.js indexes: the entry's search forms under the keys SPEC §9 weighs. */
type SearchDoc = { entry: SearchEntry; title: string[]; path: string };

/** SPEC §9: fuzzy, threshold 0.4, title weight 0.7, path weight 0.3. */
export const MENU_SEARCH_OPTIONS: IFuseOptions<SearchDoc> = {
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

type Level = { text: string; forms: string[] };

/**
 * A title as the search compares it: its normal form (no diacritics, `đ` → `d`, lower case: "Từ điển" →
 * "tu dien"), and, when the title shown is the Chinese one, its pinyin whole and by initials (from the server,
 * `meta.pinyin`: "zidianguanli", "zdgl").
 */
function levelOf(meta: MenuRoute['meta'], locale: Locale): Level {
  const text = localTitle(meta, locale);
  const forms = [normalizeSearchText(text)];
  if (text === meta.title && meta.pinyin) forms.push(meta.pinyin.full, meta.pinyin.initials);
  return { text, forms };
}

/** A title chain without a repeated neighbour: a one-page Layout and its page share a title. */
function collapseRepeats(levels: Level[]): Level[] {
  return levels.filter((level, i) => i === 0 || level.text !== levels[i - 1]?.text);
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
  const walk = (list: readonly MenuRoute[], base: string, prefix: Level[]) => {
    for (const route of list) {
      if (route.hidden) continue;
      const path = resolveMenuPath(base, route.path);
      const levels = route.meta.title ? collapseRepeats([...prefix, levelOf(route.meta, locale)]) : prefix;
      const isDirectory = route.redirect === 'noredirect';
      const key = `${path}|${levels.at(-1)?.text ?? ''}`;
      if (route.meta.title && !isDirectory && !/^https?:\/\//.test(path) && !seen.has(key)) {
        seen.add(key);
        entries.push({ path, title: levels.map((l) => l.text), forms: levels.map((l) => l.forms) });
      }
      if (route.children?.length) walk(route.children, path, levels);
    }
  };
  walk(routes, '/', []);
  return entries;
}

export function createMenuSearch(entries: readonly SearchEntry[]): Fuse<SearchDoc> {
  return new Fuse(entries.map((entry) => ({ entry, title: entry.forms.flat(), path: entry.path })), MENU_SEARCH_OPTIONS);
}

/** Whether the page's own title (any of its forms) starts with the query; pinyin is compared without spaces. */
function titleStartsWith(entry: SearchEntry, query: string): boolean {
  const compact = query.replace(/ /g, '');
  return (entry.forms.at(-1) ?? []).some((form) => form.startsWith(query) || form.startsWith(compact));
}

/**
 * The pages matching `query`, best first: pages whose own title starts with the query, then the rest, each
 * group in fuse.js's order. An empty query finds nothing (the list stays closed).
 */
export function searchMenu(fuse: Fuse<SearchDoc>, query: string, limit = 10): SearchEntry[] {
  const q = normalizeSearchText(query);
  if (!q) return [];
  const found = fuse.search(q).map((result) => result.item.entry);
  const prefixed = found.filter((entry) => titleStartsWith(entry, q));
  const others = found.filter((entry) => !titleStartsWith(entry, q));
  return [...prefixed, ...others].slice(0, limit);
}
