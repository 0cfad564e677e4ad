import { useEffect } from 'react';
import { matchPath } from 'react-router-dom';
import { menuViewAt, type MenuView } from './view-meta';
import { PUBLIC_ROUTES } from 'shared-contracts/shell/routes/public-routes';
import { preloadComponent } from './resolve-component';

/** The component string a path of this site opens: a menu page first, then a public route (as the router). */
export function componentAtPath(pathname: string, menuViews: readonly MenuView[]): string | null {
  const menu = menuViewAt(pathname, menuViews)?.menu;
  if (menu) return menu.component;
  return PUBLIC_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null)?.component ?? null;
}

/** What shows a user is about to open a link: the pointer over it, focus on it, a touch. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Preloads the page behind a link of this site when the pointer comes over it or it gets focus (sidebar,
 * tags, breadcrumb, menu search alike): by the click, a remote page's code is usually loaded, so the page
 * renders without waiting for its chunk. Listens on the document, so no link component has to know.
 */
export function useLinkIntentPreload(menuViews: readonly MenuView[]): void {
  useEffect(() => {
    let lastHref = '';
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.href === lastHref) return;
      lastHref = link.href;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      const component = componentAtPath(url.pathname, menuViews);
      if (component) preloadComponent(component);
    };
    const options = { capture: true, passive: true };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, options);
    };
  }, [menuViews]);
}

/**
 * Starts loading the page of the current location as soon as the route table knows it: the layout around it
 * (its chunk, the full Chakra system, the menus) loads meanwhile instead of before it. Public pages start at
 * the first render, menu pages when the menus arrive.
 */
export function useLocationPreload(pathname: string, menuViews: readonly MenuView[], preload = preloadComponent): void {
  useEffect(() => {
    const component = componentAtPath(pathname, menuViews);
    if (component) preload(component);
  }, [pathname, menuViews, preload]);
}
