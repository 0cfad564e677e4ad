import { describe, expect, it } from 'vitest';
import { menuFixture } from './menu-fixture';
import { createMenuSearch, flattenMenu, MENU_SEARCH_OPTIONS, searchMenu, type SearchEntry } from './menu-search';
import { searchFixture } from './search-fixture';

const shown = (entries: SearchEntry[]) => entries.map(({ path, title }) => ({ path, title }));

describe('menu flattening', () => {
  it('lists every visible page once, with its directory titles, in the chosen language', () => {
    expect(shown(flattenMenu(menuFixture, 'en'))).toEqual([
      { path: '/system/user', title: ['System', 'Users'] },
      { path: '/system/dict', title: ['System', 'Dictionaries'] },
      { path: '/system/nested/deep', title: ['System', 'Nested', 'Deep page'] },
      { path: '/user/center', title: ['Personal centre'] },
    ]);
  });

  it('lists a page under each of its titles, but a one-page Layout once', () => {
    const shortcut = { ...menuFixture[1]!, path: '', redirect: '/user/center', meta: { ...menuFixture[1]!.meta, title: '商城首页', i18n: { en: 'Mall home' } } };
    shortcut.children = [{ ...menuFixture[1]!.children![0]!, path: 'user/center', meta: shortcut.meta }];
    const entries = flattenMenu([shortcut, ...menuFixture], 'en');
    expect(shown(entries.filter((e) => e.path === '/user/center'))).toEqual([
      { path: '/user/center', title: ['Mall home'] },
      { path: '/user/center', title: ['Personal centre'] },
    ]);
    expect(searchMenu(createMenuSearch(entries), 'personal')[0]).toMatchObject({ path: '/user/center', title: ['Personal centre'] });
  });

  it('falls back to the canonical title when a language has none', () => {
    expect(flattenMenu(menuFixture, 'vi')[0]).toMatchObject({ path: '/system/user', title: ['系统管理', '用户管理'] });
  });

  it('compares titles in normal form, and a Chinese title also by its pinyin', () => {
    const dict = (locale: 'cn' | 'vi' | 'en') => flattenMenu(searchFixture, locale).find((e) => e.path === '/system/dict');
    expect(dict('vi')?.forms).toEqual([['quan tri he thong'], ['tu dien']]);
    expect(dict('cn')?.forms).toEqual([['系统管理', 'xitongguanli', 'xtgl'], ['字典管理', 'zidianguanli', 'zdgl']]);
    expect(dict('en')?.forms).toEqual([['system'], ['dictionaries']]);
  });
});

describe('menu search', () => {
  it('uses the spec weights and threshold', () => {
    expect(MENU_SEARCH_OPTIONS.threshold).toBe(0.4);
    expect(MENU_SEARCH_OPTIONS.keys).toEqual([{ name: 'title', weight: 0.7 }, { name: 'path', weight: 0.3 }]);
  });

  const fuse = createMenuSearch(flattenMenu(menuFixture, 'en'));
  const first = (q: string) => searchMenu(fuse, q)[0]?.path;

  it.each([
    ['Dictionaries', '/system/dict'],
    ['dictionry', '/system/dict'],
    ['personal', '/user/center'],
    ['deep', '/system/nested/deep'],
    ['center', '/user/center'],
  ])('%s finds %s first', (query, path) => {
    expect(first(query)).toBe(path);
  });

  it('finds nothing for an empty or unrelated query, and never a hidden page', () => {
    expect(searchMenu(fuse, '  ')).toEqual([]);
    expect(searchMenu(fuse, 'qqqqxxzz')).toEqual([]);
    expect(searchMenu(fuse, 'Hidden page').map((e) => e.path)).not.toContain('/system/secret');
  });

  it('searches titles in the current language', () => {
    const cn = createMenuSearch(flattenMenu(menuFixture, 'cn'));
    expect(searchMenu(cn, '字典')[0]?.path).toBe('/system/dict');
  });
});

/** SPEC §9 behaviour in each language over the demo admin's menu: [locale, query, first result, also found]. */
const examples: Array<[locale: 'en' | 'cn' | 'vi', query: string, first: string, alsoFound?: string[]]> = [
  // Vietnamese typed without diacritics, `đ` as `d`.
  ['vi', 'tu dien', '/system/dict'],
  ['vi', 'dien', '/system/dict'],
  ['vi', 'Từ điển', '/system/dict'],
  ['vi', 'TU DIEN', '/system/dict'],
  ['vi', 'don', '/purchase/order', ['/ops/order-accept', '/system/user']],
  ['vi', 'đơn', '/purchase/order'],
  ['vi', 'nguoi dung', '/system/user', ['/monitor/online']],
  ['vi', 'duyet', '/ops/payment-review', ['/ops/refund-review']],
  ['vi', 'gio hang', '/purchase/cart'],
  ['vi', 'phong ban', '/system/dept'],
  ['vi', 'trang ca nhan', '/user/center'],
  // Chinese by characters, by whole pinyin, by initials.
  ['cn', '字典', '/system/dict'],
  ['cn', 'zidian', '/system/dict'],
  ['cn', 'zidianguanli', '/system/dict'],
  ['cn', 'zi dian', '/system/dict'],
  ['cn', 'zdgl', '/system/dict'],
  ['cn', 'ZDGL', '/system/dict'],
  ['cn', 'yhgl', '/system/user'],
  ['cn', 'yonghu', '/system/user'],
  ['cn', 'gwc', '/purchase/cart'],
  ['cn', 'tksh', '/ops/refund-review'],
  ['cn', 'dingdan', '/ops/order-accept'],
  ['cn', 'geren', '/user/center'],
  // English as before; a title that starts with the query comes first.
  ['en', 'Dictionaries', '/system/dict'],
  ['en', 'dictionry', '/system/dict'],
  ['en', 'dict', '/system/dict'],
  ['en', 'users', '/system/user', ['/monitor/online']],
  ['en', 'online', '/monitor/online'],
  ['en', 'order', '/ops/order-accept', ['/purchase/order']],
  ['en', 'refund', '/ops/refund-review'],
  ['en', 'personal', '/user/center'],
  ['en', 'cart', '/purchase/cart'],
];

describe('menu search in every language', () => {
  const searches = Object.fromEntries((['en', 'cn', 'vi'] as const).map((locale) => [locale, createMenuSearch(flattenMenu(searchFixture, locale))]));

  it.each(examples)('%s: %s finds %s first', (locale, query, first, alsoFound = []) => {
    const paths = searchMenu(searches[locale]!, query).map((e) => e.path);
    expect(paths[0]).toBe(first);
    for (const path of alsoFound) expect(paths).toContain(path);
  });

  it('ranks "Đơn hàng của tôi" above "Người dùng" for don (the title starts with it)', () => {
    const paths = searchMenu(searches.vi!, 'don').map((e) => e.path);
    expect(paths.indexOf('/purchase/order')).toBeLessThan(paths.indexOf('/system/user'));
  });

  it('does not match pinyin where the title shown is not Chinese', () => {
    expect(searchMenu(searches.en!, 'zdgl')).toEqual([]);
    expect(searchMenu(searches.vi!, 'zidianguanli')).toEqual([]);
  });

  it('finds nothing for punctuation only', () => {
    expect(searchMenu(searches.vi!, ' - / ')).toEqual([]);
  });
});
