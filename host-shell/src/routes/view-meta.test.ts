import { describe, expect, it } from 'vitest';
import { menuFixture } from './menu-fixture';
import { flattenMenuViews, HOME_TRAIL_ITEM, resolveView } from './view-meta';

const views = flattenMenuViews(menuFixture);

describe('resolveView', () => {
  it('describes a menu page with its breadcrumb from the menu tree, home first', () => {
    const resolved = resolveView({ pathname: '/system/nested/deep', search: '?a=1' }, views);
    expect(resolved?.inLayout).toBe(true);
    expect(resolved?.view).toMatchObject({ path: '/system/nested/deep', fullPath: '/system/nested/deep?a=1', name: 'Deep', title: '深层', affix: false, noCache: true });
    expect(resolved?.view.trail).toEqual([
      HOME_TRAIL_ITEM,
      { title: '系统管理', i18n: { cn: '系统管理', en: 'System' }, path: null },
      { title: '嵌套', i18n: { cn: '嵌套', en: 'Nested' }, path: null },
      { title: '深层', i18n: { cn: '深层', en: 'Deep' }, path: '/system/nested/deep' },
    ]);
  });

  it('takes the cache flag from the menu and matches params', () => {
    expect(resolveView({ pathname: '/system/menu' }, views)?.view.noCache).toBe(false);
    expect(resolveView({ pathname: '/system/secret/9' }, views)?.view.name).toBe('Secret');
  });

  it('gives a top-level page one crumb, not its layout wrapper too', () => {
    const trail = resolveView({ pathname: '/user/center' }, views)?.view.trail;
    expect(trail?.map((item) => item.title)).toEqual(['商城首页', '个人中心']);
  });

  it('pins / and leaves public routes uncached', () => {
    expect(resolveView({ pathname: '/' }, views)?.view).toMatchObject({ name: 'Home', titleId: 'route.home', affix: true, noCache: true, trail: [HOME_TRAIL_ITEM] });
    expect(resolveView({ pathname: '/mallDetail/7' }, [])?.view).toMatchObject({ name: 'MallDetail', affix: false, noCache: true });
  });

  it('knows which pages stand outside the layout', () => {
    expect(resolveView({ pathname: '/login' }, views)?.inLayout).toBe(false);
    expect(resolveView({ pathname: '/register/enterprise' }, views)?.inLayout).toBe(false);
    expect(resolveView({ pathname: '/404' }, views)?.inLayout).toBe(true);
  });

  it('answers null for what nothing matches', () => {
    expect(resolveView({ pathname: '/system/menu/extra' }, views)).toBeNull();
  });
});
