import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MenuRoute } from 'shared-contracts/api/menus';

import { componentAtPath, useLocationPreload } from './link-preload';
import { flattenMenuViews, type MenuView } from './view-meta';

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

describe('useLocationPreload', () => {
  it('starts loading the page of the current location: public at once, a menu page once the menus are there', () => {
    // Handed in, not mocked: the suite's files share one module graph, where a module mock comes too late for a
    // link-preload another file has already loaded.
    const preload = { preloadComponent: vi.fn() };
    const { rerender } = renderHook(({ path, views }: { path: string; views: readonly MenuView[] }) => useLocationPreload(path, views, preload.preloadComponent), {
      initialProps: { path: '/system/dict', views: [] as readonly MenuView[] },
    });
    expect(preload.preloadComponent).not.toHaveBeenCalled();
    rerender({ path: '/system/dict', views: flattenMenuViews(menus) });
    expect(preload.preloadComponent).toHaveBeenLastCalledWith('admin/system/Dict');
    rerender({ path: '/mallDetail/7', views: flattenMenuViews(menus) });
    expect(preload.preloadComponent).toHaveBeenLastCalledWith('mall/MallDetail');
    expect(preload.preloadComponent).toHaveBeenCalledTimes(2);
  });
});
