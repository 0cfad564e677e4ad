import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
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
