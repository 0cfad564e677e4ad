import { describe, expect, it } from 'vitest';
import { menuFixture } from './menu-fixture';
import { createMenuSearch, flattenMenu, MENU_SEARCH_OPTIONS, searchMenu } from './menu-search';

describe('menu flattening', () => {
  it('lists every visible page once, with its directory titles, in the chosen language', () => {
    expect(flattenMenu(menuFixture, 'en')).toEqual([
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
    expect(entries.filter((e) => e.path === '/user/center')).toEqual([
      { path: '/user/center', title: ['Mall home'] },
      { path: '/user/center', title: ['Personal centre'] },
    ]);
    expect(searchMenu(createMenuSearch(entries), 'personal')[0]).toEqual({ path: '/user/center', title: ['Personal centre'] });
  });

  it('falls back to the canonical title when a language has none', () => {
    expect(flattenMenu(menuFixture, 'vi')[0]).toEqual({ path: '/system/user', title: ['系统管理', '用户管理'] });
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
