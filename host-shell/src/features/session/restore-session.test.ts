import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, resetHttpConfig } from 'shared-contracts/http/client';
import { loadMenusAtom, logoutLocal, rolesAtom, sessionStore, setLogin, tokenAtom } from 'shared-contracts/session/session-store';
import { userFixture } from 'shared-contracts/test-support/user-fixture';
import { menuFixture } from '../../routes/menu-fixture';
import { startEarlySession } from './early-session';
import { pageReload, restoreSession } from './restore-session';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Answer = () => Response | Promise<Response>;
let answers: Record<string, Answer>;
/** Each request as `<path> <how>`: `early` for the plain fetch of early-session.ts, `client` for the shared client's. */
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  configureHttp({ prefix: 'http://portal.test/' });
  answers = {
    '/auth/info': () => json(userFixture()),
    '/api/menus/build': () => json(menuFixture),
    '/api/shopCart/myCart': () => json({ content: [], totalElements: 0 }),
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const isClient = input instanceof Request;
    const path = new URL(isClient ? input.url : String(input), 'http://portal.test').pathname;
    asked.push(`${path} ${isClient ? 'client' : 'early'}`);
    return (answers[path] ?? (() => json({ status: 404, message: 'error.notFound' }, 404)))();
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  resetHttpConfig();
  logoutLocal();
});

/** A page reload with a token: the cookie survived, user and roles did not. */
function reloadedSession(token = 't0k') {
  setLogin({ token, user: userFixture(), rememberMe: false });
  sessionStore.set(rolesAtom, []);
  sessionStore.set(loadMenusAtom, false);
}

describe('restoring the session on a reload', () => {
  it('takes the user and the menus index.ts asked for together, and asks the shared client for neither', async () => {
    let answerInfo!: () => void;
    answers['/auth/info'] = () => new Promise((resolve) => { answerInfo = () => resolve(json(userFixture())); });
    reloadedSession();
    startEarlySession('t0k');
    // Both are on their way before the user has answered.
    expect(asked).toEqual(['/auth/info early', '/api/menus/build early']);

    const menus = restoreSession('fetchInfo', 't0k');
    answerInfo();
    expect(await menus).toEqual(menuFixture);
    expect(sessionStore.get(rolesAtom)).toEqual(['purchaser', 'order:create']);
    expect(asked.filter((request) => request.endsWith('client'))).toEqual(['/api/shopCart/myCart client']);
  });

  it('asks the shared client again for an early answer that failed, so its error catalogue applies', async () => {
    answers['/api/menus/build'] = () => json({ status: 500, message: 'error.internal' }, 500);
    reloadedSession();
    startEarlySession('t0k');
    answers['/api/menus/build'] = () => json(menuFixture);
    expect(await restoreSession('fetchInfo', 't0k')).toEqual(menuFixture);
    expect(asked).toContain('/api/menus/build client');
    expect(asked).not.toContain('/auth/info client');
  });

  it('logs out and reloads when the user cannot be restored (SPEC §4), whatever the early answer of the menus', async () => {
    const reload = vi.spyOn(pageReload, 'run').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answers['/auth/info'] = () => json({ status: 500, message: 'error.internal' }, 500);
    reloadedSession();
    startEarlySession('t0k');
    await expect(restoreSession('fetchInfo', 't0k')).rejects.toThrow();
    expect(reload).toHaveBeenCalled();
    expect(sessionStore.get(tokenAtom)).toBeUndefined();
    // The user was asked for once more through the shared client; the menus were not used.
    expect(asked).toEqual(['/auth/info early', '/api/menus/build early', '/auth/info client']);
  });

  it('does not use early answers asked for with another token', async () => {
    reloadedSession('t0k');
    startEarlySession('older');
    expect(await restoreSession('fetchInfo', 't0k')).toEqual(menuFixture);
    expect(asked.slice(2)).toEqual(['/auth/info client', '/api/shopCart/myCart client', '/api/menus/build client']);
  });
});
