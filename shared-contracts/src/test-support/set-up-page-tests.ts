import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { configureHttp, resetHttpConfig } from 'shared-contracts/http/client';
import { logoutLocal, setLogin } from 'shared-contracts/session/session-store';
import { userFixture } from 'shared-contracts/test-support/user-fixture';

/**
 * Registers what every page test needs around each test: the shared client pointed at the test server
 * (`serverUrl` is read once the server has started), then unmount, sign-out and a check that the page
 * showed no text missing from its messages. Returns the mock the client toasts through.
 */
export function setUpPageTests(serverUrl: () => string) {
  const notify = vi.fn();
  let consoleError: MockInstance<typeof console.error>;
  beforeEach(() => {
    resetHttpConfig();
    configureHttp({ prefix: serverUrl(), notify });
    notify.mockClear();
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    cleanup();
    logoutLocal();
    // react-intl reports a missing message on console.error.
    const missing = consoleError.mock.calls.filter((args) => args.some((a) => String(a).includes('MISSING_TRANSLATION')));
    consoleError.mockRestore();
    expect(missing).toEqual([]);
  });
  return notify;
}

export const loginAs = (roles: string[]) => setLogin({ token: 't', user: userFixture({ roles }), rememberMe: false });

type PageTestServer = { url: string; close: () => unknown; reset: () => void };

/**
 * A page test file's own test server: started before its tests, reset before each, closed after them, with the
 * shared client pointed at it (setUpPageTests). `server` may be named at load time; it reads the running one.
 */
export function pageTestServer<S extends PageTestServer>(start: () => Promise<S>): { server: S; notify: ReturnType<typeof vi.fn> } {
  let current: S | undefined;
  const running = (): S => {
    if (!current) throw new Error('the page test server is used before beforeAll started it');
    return current;
  };
  beforeAll(async () => { current = await start(); });
  afterAll(() => current?.close());
  const notify = setUpPageTests(() => running().url);
  beforeEach(() => running().reset());
  const server = new Proxy({} as S, {
    get: (_target, key) => {
      const value: unknown = Reflect.get(running(), key);
      return typeof value === 'function' ? value.bind(running()) : value;
    },
  });
  return { server, notify };
}
