/** Demo accounts the e2e server seeds (server/src/seed/accounts.ts) and the captcha it accepts. */
export const DEMO_PASSWORD = '123456';
export const CAPTCHA_TEST_CODE = '4321';
export const TOKEN_COOKIE = 'SHL-TOEKN';
export type DemoUser = 'admin' | 'operator' | 'buyer';

/** A fresh, valid username and e-mail per call, so journeys never collide across runs. */
export function uniqueAccount(prefix: string): { username: string; email: string } {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return { username: `${prefix}${stamp}`.slice(0, 32), email: `${prefix}.${stamp}@example.test` };
}
