import { earlyRequest, fetchJson } from '../../http/early-request';

/** The captcha endpoint, from the page's origin as the HTTP client's default prefix `/` resolves it. */
const CAPTCHA_URL = '/auth/code';

const earlyCaptcha = earlyRequest(() => fetchJson(CAPTCHA_URL));

/** The login page's module; the route table loads it through here too, so both load the one chunk. */
export const loadLoginPage = () => import('./login-page');

/**
 * Called by index.ts when the portal opens on /login: the login page's code and its captcha download
 * alongside the shared chunks (http/early-request.ts). The captcha is checked against its schema when
 * the page takes it (login-requests.ts).
 */
export function startLoginRequests(): void {
  earlyCaptcha.start();
  void loadLoginPage();
}

/** The early captcha answer if one was asked for and not taken yet (handed out once). */
export function takeEarlyCaptcha(): Promise<unknown> | null {
  return earlyCaptcha.take();
}
