import { describe, expect, it } from 'vitest';
import type { MenuRoute } from 'shared-contracts/api/menus';
import { componentAtPath } from './link-preload';
import { flattenMenuViews } from './view-meta';

const meta = { title: 't', i18n: {}, icon: null, noCache: false };
const menus: MenuRoute[] = [
  {
    path: '/system', hidden: false, component: 'Layout', meta,
    children: [
      { path: 'dict', hidden: false, component: 'admin/system/Dict', meta },
      { path: 'docs', hidden: false, component: 'IFrame', meta },
    ],
  },
];

describe('componentAtPath', () => {
  const views = flattenMenuViews(menus);
  it('finds the component of a menu page, then of a public route', () => {
    expect(componentAtPath('/system/dict', views)).toBe('admin/system/Dict');
    expect(componentAtPath('/docs', views)).toBeNull();
    expect(componentAtPath('/system/docs', views)).toBe('IFrame');
    expect(componentAtPath('/mallDetail/7', views)).toBe('mall/MallDetail');
    expect(componentAtPath('/nowhere', views)).toBeNull();
  });
});
