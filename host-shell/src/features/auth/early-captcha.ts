import { earlyRequest, fetchJson } from '../../http/early-request';

/** The captcha endpoint, from the page's origin as the HTTP client's default prefix `/` resolves it. */
const CAPTCHA_URL = '/auth/code';

const earlyCaptcha = earlyRequest(() => fetchJson(CAPTCHA_URL));

/**
 * Asks for the login captcha before any React renders (http/early-request.ts): from index.ts when the
 * portal opens on /login, and first thing on the login document. The page checks the answer against its
 * schema when it takes it (login-requests.ts).
 */
export function startEarlyCaptcha(): void {
  earlyCaptcha.start();
}

/** The early captcha answer if one was asked for and not taken yet (handed out once). */
export function takeEarlyCaptcha(): Promise<unknown> | null {
  return earlyCaptcha.take();
}
