import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import type { MenuRoute } from 'shared-contracts/api/menus';
import { menuFixture } from './menu-fixture';
import { buildMenuRoutes, directoryRedirect } from './menu-routes';

function Page({ component }: { component: string }) {
  const location = useLocation();
  return <p>{`${component} at ${location.pathname}`}</p>;
}

const renderComponent = (menu: MenuRoute) =>
  menu.component === 'Layout' || menu.component === 'ParentView' ? <Outlet /> : <Page component={menu.component} />;

function open(path: string) {
  const routes = [{ path: '/', element: <Outlet />, children: [...buildMenuRoutes(menuFixture, renderComponent), { path: '*', element: <p>404</p> }] }];
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

afterEach(cleanup);

describe('buildMenuRoutes', () => {
  it.each([
    ['/system/menu', 'admin/system/Menu at /system/menu'],
    ['/system/nested/deep', 'admin/system/Deep at /system/nested/deep'],
    ['/monitor/sql', 'IFrame at /monitor/sql'],
    ['/user/center', 'host/UserCenter at /user/center'],
  ])('routes %s to its component', (path, text) => {
    open(path);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('routes hidden entries too (hidden is for the sidebar only), with their params', () => {
    open('/system/secret/42');
    expect(screen.getByText('admin/system/Secret at /system/secret/42')).toBeTruthy();
  });

  it('sends a directory to its first visible child', () => {
    open('/system');
    expect(screen.getByText('admin/system/User at /system/user')).toBeTruthy();
    cleanup();
    open('/system/nested');
    expect(screen.getByText('admin/system/Deep at /system/nested/deep')).toBeTruthy();
  });

  it('leaves unknown paths to the catch-all', () => {
    open('/system/nothing');
    expect(screen.getByText('404')).toBeTruthy();
  });
});

describe('directoryRedirect', () => {
  it('prefers a real redirect over the first child, and skips hidden children', () => {
    const child = (path: string, hidden = false): MenuRoute =>
      ({ path, hidden, component: 'x/Y', meta: { title: path, i18n: {}, icon: null, noCache: true } });
    const dir: MenuRoute = { ...child('/d'), children: [child('a', true), child('b')] };
    expect(directoryRedirect(dir)).toBe('b');
    expect(directoryRedirect({ ...dir, redirect: '/elsewhere' })).toBe('/elsewhere');
    expect(directoryRedirect({ ...dir, redirect: 'noredirect', children: [child('a', true)] })).toBe('a');
    expect(directoryRedirect({ ...dir, children: [] })).toBeNull();
  });
});
