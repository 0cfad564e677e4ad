import type { LoginArrival } from './login-page';

/** Session storage key of the arrival the registration document hands to the login document. */
const ARRIVAL_KEY = 'portal.loginArrival';

/**
 * Opens the login document greeting a new user, username filled in (SPEC §2): the portal's router carries
 * this in its state, a document carries it across the page load in this tab's session storage.
 */
export function openLoginAfterRegistering(username: string): void {
  try {
    sessionStorage.setItem(ARRIVAL_KEY, JSON.stringify({ username, registered: true }));
  } catch {
    // Storage refused (private mode, full): the login page opens without the greeting.
  }
  window.location.assign('/login');
}

/** The arrival handed over by the registration document, read once: a reload does not greet again. */
export function takeLoginArrival(): LoginArrival {
  try {
    const stored = sessionStorage.getItem(ARRIVAL_KEY);
    sessionStorage.removeItem(ARRIVAL_KEY);
    if (!stored) return null;
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return null;
    const { username, registered } = value as Record<string, unknown>;
    return { ...(typeof username === 'string' ? { username } : {}), registered: registered === true };
  } catch {
    return null;
  }
}
