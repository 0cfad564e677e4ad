import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppRoutes } from './app-routes';

/**
 * A data router with one splat route: the real route table is dynamic (menu routes arrive after login),
 * so it is rendered with useRoutes inside; the router object itself lets code outside React (the HTTP
 * client's 401/403 handlers) navigate.
 */
export const appRouter = createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);

export function AppRouter() {
  return <RouterProvider router={appRouter} />;
}
