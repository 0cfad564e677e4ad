import { safeRedirectTarget } from '../routes/redirect-target';

/**
 * Opens the portal's own document where the route guard meant the user to go (its `redirect` query, home
 * without one): after signing in, and at once for a user who is signed in already (SPEC §2).
 */
export function enterPortal(): void {
  window.location.replace(safeRedirectTarget(new URLSearchParams(window.location.search).get('redirect')));
}
