import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ROLE, TOKEN_COOKIE } from '../api/auth';
import { userFixture } from '../test-support/user-fixture';
import {
  cartCountAtom,
  getRoles,
  getToken,
  loadMenusAtom,
  logoutLocal,
  rememberedUsername,
  rememberUsername,
  rolesAtom,
  sessionStore,
  setLogin,
  setUser,
  tokenAtom,
  userAtom,
} from './session-store';

function clearCookies() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

beforeEach(() => {
  logoutLocal();
  clearCookies();
});
afterEach(() => vi.restoreAllMocks());

describe('setLogin', () => {
  it('stores token, user and roles and asks for the menus', () => {
    const user = userFixture();
    setLogin({ token: 'tok-1', user, rememberMe: false });
    expect(getToken()).toBe('tok-1');
    expect(sessionStore.get(tokenAtom)).toBe('tok-1');
    expect(sessionStore.get(userAtom)).toEqual(user);
    expect(sessionStore.get(rolesAtom)).toEqual(['purchaser', 'order:create']);
    expect(sessionStore.get(loadMenusAtom)).toBe(true);
    expect(Cookies.get(TOKEN_COOKIE)).toBe('tok-1');
    expect(document.cookie).toContain('SHL-TOEKN=tok-1');
  });

  it('gives a user without roles ROLE_SYSTEM_DEFAULT', () => {
    setLogin({ token: 't', user: userFixture({ roles: [] }), rememberMe: false });
    expect(getRoles()).toEqual([DEFAULT_ROLE]);
  });

  it('keeps the token 1 day with rememberMe, else for the browser session', () => {
    const set = vi.spyOn(Cookies, 'set');
    setLogin({ token: 'remembered', user: userFixture(), rememberMe: true });
    expect(set).toHaveBeenLastCalledWith(TOKEN_COOKIE, 'remembered', expect.objectContaining({ expires: 1, path: '/' }));
    setLogin({ token: 'session', user: userFixture(), rememberMe: false });
    const attributes = set.mock.lastCall?.[2];
    expect(set.mock.lastCall?.[1]).toBe('session');
    expect(attributes).not.toHaveProperty('expires');
  });

  it('copies the roles, so mutating the user object later does not change the session', () => {
    const user = userFixture({ roles: ['operator'] });
    setLogin({ token: 't', user, rememberMe: false });
    user.roles.push('admin');
    expect(getRoles()).toEqual(['operator']);
  });
});

describe('setUser', () => {
  it('fills user and roles after auth/info without touching the token', () => {
    setLogin({ token: 'keep', user: userFixture(), rememberMe: false });
    setUser(userFixture({ roles: ['operator'] }));
    expect(getRoles()).toEqual(['operator']);
    expect(getToken()).toBe('keep');
  });
});

describe('logoutLocal', () => {
  it('clears token, cookie, user, roles, cart count and the menu flag', () => {
    setLogin({ token: 'tok', user: userFixture(), rememberMe: true });
    sessionStore.set(cartCountAtom, 3);
    logoutLocal();
    expect(getToken()).toBeUndefined();
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(document.cookie).not.toContain(TOKEN_COOKIE);
    expect(sessionStore.get(userAtom)).toBeNull();
    expect(getRoles()).toEqual([]);
    expect(sessionStore.get(cartCountAtom)).toBe(0);
    expect(sessionStore.get(loadMenusAtom)).toBe(false);
  });

  it('notifies subscribers, so React views re-render as anonymous', () => {
    setLogin({ token: 'tok', user: userFixture(), rememberMe: false });
    const seen: unknown[] = [];
    const unsubscribe = sessionStore.sub(rolesAtom, () => seen.push(sessionStore.get(rolesAtom)));
    logoutLocal();
    unsubscribe();
    expect(seen).toEqual([[]]);
  });
});

describe('page reload', () => {
  it('starts with the token from the cookie and no roles yet', async () => {
    Cookies.set(TOKEN_COOKIE, 'from-cookie');
    vi.resetModules();
    const fresh = await import('./session-store');
    expect(fresh.getToken()).toBe('from-cookie');
    expect(fresh.getRoles()).toEqual([]);
    expect(fresh.sessionStore).not.toBe(sessionStore);
  });
  it('starts anonymous without the cookie', async () => {
    vi.resetModules();
    const fresh = await import('./session-store');
    expect(fresh.getToken()).toBeUndefined();
  });
});

describe('remembered username', () => {
  it('keeps the username for a day and forgets it on null', () => {
    const set = vi.spyOn(Cookies, 'set');
    rememberUsername('buyer01');
    expect(rememberedUsername()).toBe('buyer01');
    expect(set).toHaveBeenLastCalledWith('username', 'buyer01', expect.objectContaining({ expires: 1 }));
    rememberUsername(null);
    expect(rememberedUsername()).toBeUndefined();
  });
  it('writes no cookie holding a password', () => {
    rememberUsername('buyer01');
    setLogin({ token: 't', user: userFixture(), rememberMe: true });
    expect(Object.keys(Cookies.get()).some((name) => /pass/i.test(name))).toBe(false);
  });
});
