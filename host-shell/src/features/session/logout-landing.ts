import { atom, getDefaultStore } from 'jotai';

/**
 * Where a logout is taking the user (`/mall` after the navbar's logout, `/` after a 401), until they get
 * there. react-router applies a navigation in a transition, while clearing the session is an urgent
 * update: React renders the cleared session with the old, protected location first, and the route guard
 * would send the user to the login page. With this set, the guard sends them to the landing instead.
 */
export const logoutLandingAtom = atom<string | null>(null);

export function markLogoutLanding(path: string): void {
  getDefaultStore().set(logoutLandingAtom, path);
}
