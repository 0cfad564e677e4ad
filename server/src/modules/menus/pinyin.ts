import type { MenuPinyin, MenuRoute } from 'shared-contracts/api/menus';
import { normalizeSearchText } from 'shared-contracts/mall/search-text';

/**
 * Pinyin forms of the menu titles for the navbar's menu search (docs/menus-and-dictionaries.md, "Menu search"):
 * the server adds them to `api/menus/build` so the browser does not download pinyin-pro's dictionary
 * (324 KB minified, 142 KB gzip). pinyin-pro is loaded on the first build, not at start-up (about 0.4 s of
 * CPU to import and index its dictionary), and each title is converted once per process.
 */

type PinyinFn = typeof import('pinyin-pro').pinyin;

const HAN = /\p{Script=Han}/u;
/** Titles change rarely; the bound only keeps a long-running server with many edits from growing without end. */
const CACHE_LIMIT = 5000;
const cache = new Map<string, MenuPinyin | null>();
let loading: Promise<PinyinFn> | undefined;

function loadPinyin(): Promise<PinyinFn> {
  loading ??= import('pinyin-pro').then((module) => module.pinyin);
  return loading;
}

/** Syllables (or a run of other characters) joined into the search form: lower case, no marks, no spaces. */
const squash = (parts: string[]) => normalizeSearchText(parts.join(' ')).replace(/ /g, '');

/** 字典管理 → {full: 'zidianguanli', initials: 'zdgl'}; `SQL 监控` → {full: 'sqljiankong', initials: 'sqljk'}. */
export function pinyinForms(title: string, pinyin: PinyinFn): MenuPinyin | null {
  if (!HAN.test(title)) return null;
  const options = { toneType: 'none', type: 'array', nonZh: 'consecutive' } as const;
  return {
    full: squash(pinyin(title, options)),
    initials: squash(pinyin(title, { ...options, pattern: 'first' })),
  };
}

function cachedForms(title: string, pinyin: PinyinFn): MenuPinyin | null {
  const known = cache.get(title);
  if (known !== undefined) return known;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  const forms = pinyinForms(title, pinyin);
  cache.set(title, forms);
  return forms;
}

function addForms(route: MenuRoute, pinyin: PinyinFn): MenuRoute {
  const forms = cachedForms(route.meta.title, pinyin);
  const meta = forms ? { ...route.meta, pinyin: forms } : route.meta;
  const children = route.children?.map((child) => addForms(child, pinyin));
  return children ? { ...route, meta, children } : { ...route, meta };
}

/** The route tree with `meta.pinyin` on every entry whose canonical title has Chinese characters. */
export async function withPinyin(routes: MenuRoute[]): Promise<MenuRoute[]> {
  const pinyin = await loadPinyin();
  return routes.map((route) => addForms(route, pinyin));
}
