import { describe, expect, it } from 'vitest';
import { MenuType } from 'shared-contracts/api/menus';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { menuFixture } from '../test/menu-fixture';
import { menuFormResolver, menuToValues, newMenuValues, toMenuBody, visibleFields, type MenuFormValues } from './menu-form';

const values = (overrides: Partial<MenuFormValues>): MenuFormValues => ({ ...newMenuValues(), title: '菜单', ...overrides });
const resolve = (v: MenuFormValues) =>
  menuFormResolver(v, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('visibleFields', () => {
  it('shows icon, path and hidden for a directory', () => {
    expect([...visibleFields(MenuType.directory, false)].sort()).toEqual(['hidden', 'icon', 'path']);
  });

  it('shows the route, component and page settings for a menu, without the component when it frames a link', () => {
    expect([...visibleFields(MenuType.menu, false)].sort())
      .toEqual(['cache', 'component', 'componentName', 'hidden', 'iFrame', 'icon', 'path', 'permission']);
    expect(visibleFields(MenuType.menu, true).has('component')).toBe(false);
  });

  it('shows only the permission code for a button', () => {
    expect([...visibleFields(MenuType.button, true)]).toEqual(['permission']);
  });
});

describe('toMenuBody', () => {
  it('clears what the type does not show, so stale input is neither checked nor saved', () => {
    const body = toMenuBody(values({
      type: MenuType.button, permission: 'menu:add', path: 'stale path!', component: 'not a component', icon: 'menu',
      iFrame: true, cache: true, hidden: true, pid: 7,
    }));
    expect(body).toEqual({
      type: 2, title: '菜单', titleI18n: {}, pid: 7, menuSort: 999, icon: null, path: null, component: null,
      componentName: null, permission: 'menu:add', iFrame: false, cache: false, hidden: false,
    });
  });

  it('sends the English and Vietnamese titles only when filled in', () => {
    expect(toMenuBody(values({ titleI18n: { en: 'Menus', vi: ' ' } })).titleI18n).toEqual({ en: 'Menus' });
  });

  it('turns empty texts into null', () => {
    const body = toMenuBody(values({ type: MenuType.menu, path: 'menu', component: 'admin/system/Menu', componentName: '' }));
    expect(body).toMatchObject({ path: 'menu', component: 'admin/system/Menu', componentName: null, permission: null });
  });

  it('round-trips a saved entry through the form', () => {
    const menu = menuFixture({
      id: 9, pid: 1, type: 1, title: '菜单管理', titleI18n: { en: 'Menus', vi: 'Menu' }, path: 'menu',
      component: 'admin/system/Menu', componentName: 'Menu', icon: 'menu', cache: true, menuSort: 3,
    });
    const form = menuToValues(menu);
    expect(form.id).toBe(9);
    expect(toMenuBody(form)).toMatchObject({
      pid: 1, type: 1, title: '菜单管理', titleI18n: { en: 'Menus', vi: 'Menu' }, path: 'menu',
      component: 'admin/system/Menu', componentName: 'Menu', icon: 'menu', cache: true, menuSort: 3,
    });
  });
});

describe('menuFormResolver', () => {
  it('answers the parsed create body', async () => {
    const result = await resolve(values({ type: MenuType.directory, path: 'system', icon: 'settings' }));
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ type: 0, path: 'system', icon: 'settings', pid: null });
    expect(result.values).not.toHaveProperty('id');
  });

  it('adds the id for an edit', async () => {
    const result = await resolve(values({ id: 4, type: MenuType.directory, path: 'system' }));
    expect(result.values).toMatchObject({ id: 4 });
  });

  it('puts the contract errors on the fields, as message keys', async () => {
    const result = await resolve(values({ type: MenuType.menu, title: ' ', path: 'bad path' }));
    expect(result.errors.title?.message).toBe(MessageKey.required);
    expect(result.errors.path?.message).toBe(MessageKey.menuPathInvalid);
    expect(result.errors.component?.message).toBe(MessageKey.menuComponentRequired);
  });

  it('requires a permission code on a button but ignores its hidden stale fields', async () => {
    const result = await resolve(values({ type: MenuType.button, component: 'not valid', path: 'bad path' }));
    expect(Object.keys(result.errors)).toEqual(['permission']);
  });
});
