import type { LoginResult } from 'shared-contracts/session/session-store';
import { safeRedirectTarget } from '../routes/redirect-target';
import { enterPortalHere } from './start-portal-here';

/**
 * Where the route guard meant the user to go: the `redirect` query (only paths on this site), else the user's home
 * (staff: the dashboard), known once signed in.
 */
const portalTarget = (roles: readonly string[]) => safeRedirectTarget(new URLSearchParams(window.location.search).get('redirect'), roles);

/**
 * Opens the portal where the route guard meant the user to go (SPEC §2): after signing in, in this page when the
 * portal was started here while the user typed (start-portal-here.ts), else as the portal's own document; at once,
 * as a document, for a user who is signed in already.
 */
export async function enterPortal(signedIn?: LoginResult): Promise<void> {
  const target = portalTarget(signedIn?.user.roles ?? []);
  if (signedIn && (await enterPortalHere({ ...signedIn, target }))) return;
  window.location.replace(target);
}
