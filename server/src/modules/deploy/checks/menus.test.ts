import { describe, expect, it } from 'vitest';
import { exposedModuleOf, menuProblems } from './menus';

const pages = [
  { id: 1, title: '用户管理', component: 'admin/system/User' },
  { id: 2, title: '菜单管理', component: 'admin/system/Menu' },
  { id: 3, title: '我的订单', component: 'orders/OrderList' },
  { id: 4, title: 'Admin-ish', component: 'administration/Thing' },
];

describe('menu check', () => {
  it('maps a component to the module its remote exposes', () => {
    expect(exposedModuleOf('admin', 'admin/system/Menu')).toBe('./system/Menu');
    expect(exposedModuleOf('admin', 'administration/Thing')).toBeNull();
    expect(exposedModuleOf('admin', 'admin/')).toBeNull();
  });

  it('passes a version exposing every page of its remote', () => {
    expect(menuProblems('admin', ['./system/User', './system/Menu', './extra'], pages)).toEqual([]);
  });

  it('names every entry whose module is gone, in one problem; other remotes\' entries do not count', () => {
    expect(menuProblems('admin', ['./system/User'], pages)).toEqual([{
      kind: 'menuModuleMissing', module: 'admin', entries: [{ id: 2, title: '菜单管理', component: 'admin/system/Menu' }],
      detail: 'menu entries point at modules this version does not expose: admin/system/Menu',
    }]);
    expect(menuProblems('orders', [], pages)[0]?.entries).toEqual([{ id: 3, title: '我的订单', component: 'orders/OrderList' }]);
  });
});
