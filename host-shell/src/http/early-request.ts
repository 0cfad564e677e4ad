/**
 * Requests index.ts starts before the async boundary, so they download alongside the shared chunks
 * instead of after React has rendered. They run before sharing is negotiated, so they use plain fetch
 * and import nothing shared; whoever takes the answer checks it. The login document, which has no
 * sharing at all, uses them too (its early captcha, the portal's start list).
 */

/** GET a JSON body (as the signed-in user when given a token); a status other than 2xx is an error. */
export async function fetchJson(url: string, token?: string): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return res.json() as Promise<unknown>;
}

/** A request started ahead of its use (`start`) and handed out once (`take`, null when none is waiting). */
export function earlyRequest<T>(request: () => Promise<T>): { start: () => void; take: () => Promise<T> | null } {
  let early: Promise<T> | null = null;
  return {
    start: () => {
      early ??= request();
      early.catch(() => undefined);
    },
    take: () => {
      const taken = early;
      early = null;
      return taken;
    },
  };
}
