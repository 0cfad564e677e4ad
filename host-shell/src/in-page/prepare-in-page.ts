import { isMallDocumentPath } from 'shared-contracts/mall/mall-document';
import { forgetPageSession } from 'shared-contracts/session/session-store';
import { settleHandover, type PortalHandover } from '../features/session/portal-handover';
import { componentAtPath } from '../routes/link-preload';
import { safeRedirectTarget } from '../routes/redirect-target';
import { preloadComponent } from '../routes/resolve-component';
import { ShellLayout } from '../routes/shell-slots';
import { drawOutOfSight } from './draw-out-of-sight';
import { enterInPage, takeMallDictionary } from './enter-in-page';

/** Where the login document goes after signing in: its `redirect` query, as enter-portal.ts reads it. */
const signInTarget = () => safeRedirectTarget(new URLSearchParams(window.location.search).get('redirect'));

/**
 * The portal started by the login document in its page, while the user types (docs/shell-routing.md "Signing in
 * without a new document"): its scripts have run and the registry is registered, as for any visitor. It loads what its
 * first page draws (the layout with the full Chakra system, the page at the login's `redirect` when that is a public
 * page; a menu page is known only from the user's menus) and the registry refresh's code. A page of the mall's
 * (home, search, product: the pages a visitor signs in from) it draws out of sight as the visitor sees it, data and
 * all, so that signing in only adds what the session changes. Then it tells the login document it is ready.
 */
export function prepareInPage(handover: PortalHandover): void {
  // Signed out until the handover, though a slow start may find the cookie the login already wrote.
  forgetPageSession();
  const target = signInTarget();
  const path = new URL(target, window.location.origin).pathname;
  const component = componentAtPath(path, []);
  takeMallDictionary(handover);
  const drawn = isMallDocumentPath(path) ? drawOutOfSight(target, handover.leave) : null;
  const prepared = Promise.all([
    ShellLayout.preload(),
    import(/* webpackChunkName: "registry-refresh" */ '../federation/registry-refresh').catch(() => undefined),
    component ? preloadComponent(component) : undefined,
  ]);
  settleHandover(handover, { enter: (signedIn) => enterInPage(signedIn, { handover, prepared, drawn }) });
}
