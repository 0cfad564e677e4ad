import { startEarlyCaptcha } from './early-captcha';

/** The login page's module; the route table loads it through here too, so both load the one chunk. */
export const loadLoginPage = () => import('./login-route');

/**
 * Called by index.ts when the portal itself opens on /login (its dev server; in production the server
 * answers /login with the login document): the login page's code and its captcha download alongside the
 * shared chunks.
 */
export function startLoginRequests(): void {
  startEarlyCaptcha();
  void loadLoginPage();
}
