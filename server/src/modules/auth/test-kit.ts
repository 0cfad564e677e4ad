import { DEMO_PASSWORD, TEST_CAPTCHA, type TestServer } from '../../../test/harness';

/** Helpers shared by the auth and register tests (not a test file itself). */

export async function newCaptcha(server: TestServer, headers?: Record<string, string>): Promise<string> {
  const res = await server.call('GET', '/auth/code', { headers });
  if (res.status !== 200) throw new Error(`captcha: ${res.status}`);
  return res.body.uuid as string;
}

export type AttemptOptions = { password?: string; code?: string; rememberMe?: boolean; ip?: string; uuid?: string };

/** One login call with a fresh captcha; `ip` goes in X-Forwarded-For (servers started with TRUST_PROXY). */
export async function attemptLogin(server: TestServer, username: string, opts: AttemptOptions = {}) {
  const headers = opts.ip ? { 'x-forwarded-for': opts.ip } : undefined;
  const uuid = opts.uuid ?? await newCaptcha(server, headers);
  return server.call('POST', '/auth/login', {
    headers,
    body: { username, password: opts.password ?? DEMO_PASSWORD, code: opts.code ?? TEST_CAPTCHA, uuid, rememberMe: opts.rememberMe ?? false },
  });
}
