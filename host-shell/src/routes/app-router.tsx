import { forwardRef, useLayoutEffect } from 'react';
import { BrowserRouter, Link, useNavigate, type NavigateFunction } from 'react-router-dom';
import { PageLinkContext, type PageLinkProps } from '../components/page-link';
import { AppRoutes } from './app-routes';

let navigateFromRouter: NavigateFunction | null = null;

/**
 * Navigation for code outside React (the HTTP client's 401/403 handlers). The declarative router is
 * used rather than a data router: the route table is dynamic (menu routes arrive after login) and is
 * rendered with useRoutes anyway, and the data router is 17 KiB gzip more on every first page.
 */
export function navigateApp(to: string, options?: { replace?: boolean }): void {
  if (navigateFromRouter) void navigateFromRouter(to, options);
  else window.location.assign(to);
}

function NavigateBridge() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    navigateFromRouter = navigate;
    return () => {
      navigateFromRouter = null;
    };
  }, [navigate]);
  return null;
}

/** Pages shared with the login document link through PageLink; inside the portal that is the router's. */
const RouterPageLink = forwardRef<HTMLAnchorElement, PageLinkProps>((props, ref) => <Link ref={ref} {...props} />);

/**
 * `routerWindow` stands in for the window the router reads its location from: the portal the login document draws out
 * of sight is routed to the page the user is signing in to while the address bar still shows the login page
 * (in-page/draw-out-of-sight.tsx).
 */
export function AppRouter({ routerWindow }: { routerWindow?: Window }) {
  return (
    <BrowserRouter {...(routerWindow ? { window: routerWindow } : {})}>
      <NavigateBridge />
      <PageLinkContext.Provider value={RouterPageLink}>
        <AppRoutes />
      </PageLinkContext.Provider>
    </BrowserRouter>
  );
}
