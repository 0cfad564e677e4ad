import { Navigate, type RouteObject } from 'react-router-dom';
import type { MenuRoute } from 'shared-contracts/api/menus';
import { loadLoginPage } from '../features/auth/early-login-requests';
import { withFullSystem } from '../theme/system-store';
import { lazyView } from './lazy-view';
import { buildMenuRoutes } from './menu-routes';
import { PUBLIC_ROUTES } from 'shared-contracts/shell/routes/public-routes';
import { RedirectView } from './redirect-view';
import { renderMenuComponent } from './render-menu-component';
import { resolveComponent } from './resolve-component';
import { ShellLayout } from './shell-slots';

const LoginPage = lazyView('host/Login', () => loadLoginPage().then((m) => m.LoginRoute));
const RegisterChoicePage = lazyView('host/Register', () =>
  withFullSystem(import('../features/register/register-choice-page').then((m) => m.RegisterChoicePage)));
const RegisterPage = lazyView('host/Register', () =>
  withFullSystem(import('../features/register/register-route').then((m) => m.RegisterRoute)));
const NotFoundPage = lazyView('host/404', () =>
  withFullSystem(import('../features/errors/not-found-page').then((m) => m.NotFoundPage)));
const UnauthorizedPage = lazyView('host/401', () =>
  withFullSystem(import('../features/errors/unauthorized-page').then((m) => m.UnauthorizedPage)));

/**
 * Every route of the portal: the pages outside the layout (login, registration), then ONE layout route
 * holding the public mall routes, the shell's own pages and the user's menu routes (SPEC §2), then the
 * catch-all to /404. Rebuilt when the menus change; react-router re-matches the current location.
 */
export function buildAppRoutes(menus: readonly MenuRoute[]): RouteObject[] {
  return [
    { path: '/login', element: <LoginPage /> },
    { path: '/register', element: <RegisterChoicePage /> },
    { path: '/register/purchaser', element: <RegisterPage kind="purchaser" /> },
    { path: '/register/enterprise', element: <RegisterPage kind="enterprise" /> },
    { path: '/register/cooperation', element: <RegisterPage kind="cooperation" /> },
    {
      element: <ShellLayout />,
      children: [
        ...PUBLIC_ROUTES.map((route) => ({ path: route.path, element: resolveComponent(route.component) })),
        ...buildMenuRoutes(menus, renderMenuComponent),
        // Also a menu entry; kept static so the avatar menu reaches it whatever the menu holds.
        { path: '/user/center', element: resolveComponent('host/UserCenter') },
        { path: '/redirect/*', element: <RedirectView /> },
        { path: '/401', element: <UnauthorizedPage /> },
        { path: '/404', element: <NotFoundPage /> },
      ],
    },
    { path: '*', element: <Navigate to="/404" replace /> },
  ];
}
