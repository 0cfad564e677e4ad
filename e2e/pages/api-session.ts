import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { CAPTCHA_TEST_CODE, DEMO_PASSWORD, TOKEN_COOKIE, type DemoUser } from './accounts';

/** Signs in through the API (captcha answered with the e2e test code) and answers the token. */
export async function apiLogin(request: APIRequestContext, username: DemoUser | string, password = DEMO_PASSWORD): Promise<string> {
  const captcha = await request.get('/auth/code');
  const { uuid } = (await captcha.json()) as { uuid: string };
  const answer = await request.post('/auth/login', { data: { username, password, code: CAPTCHA_TEST_CODE, uuid, rememberMe: false } });
  if (!answer.ok()) throw new Error(`login of ${username} failed: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { token: string }).token;
}

/** Puts a token where the portal keeps it, as a reload after login would find it. */
export async function useToken(context: BrowserContext, baseURL: string, token: string): Promise<void> {
  await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: baseURL }]);
}

export async function tokenInBrowser(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === TOKEN_COOKIE)?.value;
}

type MenuNode = { path: string; meta: { title: string; i18n: { en?: string } }; children?: MenuNode[] };

/** English titles of every entry of the user's `api/menus/build` tree. */
export async function menuTitles(request: APIRequestContext, token: string): Promise<string[]> {
  const answer = await request.get('/api/menus/build', { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok()) throw new Error(`menus/build answered ${answer.status()}`);
  const walk = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.meta.i18n.en ?? n.meta.title, ...walk(n.children ?? [])]);
  return walk((await answer.json()) as MenuNode[]);
}
