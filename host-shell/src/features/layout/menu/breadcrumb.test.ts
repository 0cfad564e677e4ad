import { describe, expect, it } from 'vitest';
import type { ViewMeta } from '../../../routes/view-state';
import { breadcrumbOf } from './breadcrumb';

const home = { title: '商城首页', titleId: 'route.home', i18n: {}, path: '/' };
const view = (extra: Partial<ViewMeta>): ViewMeta => ({
  path: '/x', fullPath: '/x', name: 'X', title: 'X', i18n: {}, icon: null, affix: false, noCache: false, trail: [], ...extra,
});

describe('breadcrumb', () => {
  it('starts at home and ends with the view', () => {
    const trail = [home, { title: '系统管理', i18n: {}, path: null }, { title: '字典管理', i18n: {}, path: '/system/dict' }];
    expect(breadcrumbOf(view({ path: '/system/dict', title: '字典管理', trail })).map((c) => c.title))
      .toEqual(['商城首页', '系统管理', '字典管理']);
  });

  it('adds home and the view when the trail lacks them', () => {
    expect(breadcrumbOf(view({ trail: [] })).map((c) => c.path)).toEqual(['/', '/x']);
    expect(breadcrumbOf(null).map((c) => c.path)).toEqual(['/']);
  });

  it('never repeats a title: /mall is "mall home" like home itself', () => {
    const mall = view({ path: '/mall', title: '商城首页', titleId: 'route.home', trail: [home, { ...home, path: '/mall' }] });
    expect(breadcrumbOf(mall)).toHaveLength(1);
    expect(breadcrumbOf(view({ path: '/', titleId: 'route.home', trail: [home] }))).toHaveLength(1);
  });
});
