import { fetchJson } from '../../http/early-request';
import { tokenFromCookie } from '../../http/token-cookie';

/** The session's two reads a reload needs, asked for together (SPEC §7 `auth/info`, `api/menus/build`). */
export type EarlySession = { token: string; info: Promise<unknown>; menus: Promise<unknown> };

let early: EarlySession | null = null;

/**
 * Called by index.ts before the async boundary when the page loads with a token cookie (a reload, a deep link, the
 * portal's document after signing in): the user and the menus download alongside the portal's scripts and beside
 * each other, instead of the user after the first render and the menus after the user. Plain fetch, like the other
 * early requests (http/early-request.ts); the guard's restore takes the answers and checks them
 * (restore-session.ts), and asks again through the shared client when one failed, so a 401 or an unreachable
 * server is handled as SPEC §4/§8 say.
 */
export function startEarlySession(token: string | undefined = tokenFromCookie()): void {
  if (!token) return;
  const ask = (url: string) => {
    const answer = fetchJson(url, token);
    answer.catch(() => undefined);
    return answer;
  };
  early = { token, info: ask('/auth/info'), menus: ask('/api/menus/build') };
}

/** The early answers for this token, handed out once; null when none were started for it. */
export function takeEarlySession(token: string | undefined): EarlySession | null {
  const taken = early !== null && early.token === token ? early : null;
  early = null;
  return taken;
}

/**
 * An early answer checked with `parse`, or, without one or when it failed or does not parse, the same read through
 * the shared client (`request`), whose error catalogue then applies.
 */
export function earlyOr<T>(answer: Promise<unknown> | undefined, parse: (body: unknown) => T, request: () => Promise<T>): Promise<T> {
  if (!answer) return request();
  return answer.then(parse).catch(() => request());
}
