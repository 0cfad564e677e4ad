/** The captcha endpoint, from the page's origin as the HTTP client's default prefix `/` resolves it. */
const CAPTCHA_URL = '/auth/code';

let earlyCaptcha: Promise<unknown> | null = null;

/**
 * Called by index.ts when the portal opens on /login: the login page's code and its captcha download
 * alongside the shared chunks instead of after React has rendered the route (docs/performance.md).
 * Imports nothing shared, since it runs before sharing is negotiated; the answer is checked against
 * the captcha schema when the page takes it (login-requests.ts).
 */
export function startLoginRequests(): void {
  earlyCaptcha ??= fetch(CAPTCHA_URL, { headers: { accept: 'application/json' } }).then((res) => {
    if (!res.ok) throw new Error(`GET ${CAPTCHA_URL} answered ${res.status}`);
    return res.json() as Promise<unknown>;
  });
  earlyCaptcha.catch(() => undefined);
  void import('./login-page');
}

/** The early captcha answer if one was asked for and not taken yet (handed out once). */
export function takeEarlyCaptcha(): Promise<unknown> | null {
  const request = earlyCaptcha;
  earlyCaptcha = null;
  return request;
}
