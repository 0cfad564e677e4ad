// Federation: this module and the HTTP settings hold the page's state, so the package's other modules import
// them by package name ('shared-contracts/session/session-store'), never by relative path. A relative import
// inside a remote's fallback copy of, say, react/permission would bind to a private copy with no session.
import { atom, createStore } from 'jotai';
import { DEFAULT_ROLE, type User } from '../api/auth-login';
import { readTokenCookie, removeTokenCookie, writeTokenCookie } from './session-cookies';

export { rememberUsername, rememberedUsername } from './session-cookies';

/**
 * Session state of SPEC §3/§4. shared-contracts is a federation singleton, so this module, and with it
 * `sessionStore`, exists once in the page: host and remotes read the same token and roles. The store is
 * explicit (not jotai's default store) so plain code (the ky client) and React read one place whether or
 * not a `<Provider>` is mounted; the React hooks pass `{ store: sessionStore }`.
 */
export const sessionStore = createStore();

// Seeded from the cookie when the page loads, so a reload keeps the login (SPEC §4 "token present").
const tokenValueAtom = atom<string | undefined>(readTokenCookie());

/** Read-only from outside: the token changes only with its cookie, through setLogin / logoutLocal. */
export const tokenAtom = atom((get) => get(tokenValueAtom));
export const userAtom = atom<User | null>(null);
/** Role names and permission codes; empty while anonymous or before `auth/info` answered. */
export const rolesAtom = atom<readonly string[]>([]);
export const cartCountAtom = atom(0);
/** True when the next navigation must fetch the menus and add their routes (SPEC §4). */
export const loadMenusAtom = atom(false);

/** SPEC §4/§6: a user without roles holds ROLE_SYSTEM_DEFAULT, so "logged in" never looks like "no info yet". */
export function rolesOf(user: Pick<User, 'roles'>): string[] {
  return user.roles.length > 0 ? [...user.roles] : [DEFAULT_ROLE];
}

/** After `auth/info` on a reload: the token is already there, the user and roles are not. */
export function setUser(user: User): void {
  sessionStore.set(userAtom, user);
  sessionStore.set(rolesAtom, rolesOf(user));
}

export type LoginResult = { token: string; user: User; rememberMe: boolean };

export function setLogin({ token, user, rememberMe }: LoginResult): void {
  writeTokenCookie(token, rememberMe);
  sessionStore.set(tokenValueAtom, token);
  setUser(user);
  sessionStore.set(loadMenusAtom, true);
}

/**
 * The session in this page only, its cookie kept: for a portal started inside the login document's page (host-shell
 * `in-page/`), which is signed out until the login document hands it the session, even when its modules start after
 * the login document wrote the cookie (the guard would take that token for a reload and ask for the user again).
 * logoutLocal is this and the cookie's removal.
 */
export function forgetPageSession(): void {
  sessionStore.set(tokenValueAtom, undefined);
  sessionStore.set(userAtom, null);
  sessionStore.set(rolesAtom, []);
  sessionStore.set(cartCountAtom, 0);
  sessionStore.set(loadMenusAtom, false);
}

/** SPEC §4: clears the session even when the server's logout call failed, so call it unconditionally. */
export function logoutLocal(): void {
  removeTokenCookie();
  forgetPageSession();
}

export function getToken(): string | undefined {
  return sessionStore.get(tokenAtom);
}

export function getRoles(): readonly string[] {
  return sessionStore.get(rolesAtom);
}
