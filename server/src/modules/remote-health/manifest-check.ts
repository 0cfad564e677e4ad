import { TtlCache } from '../../plugins/app/ttl-cache';

/** A manifest that has not answered within this long counts as unreachable (the host would have waited as long). */
export const MANIFEST_TIMEOUT_MS = 3_000;
/** Results are reused this long: the Remotes screen refreshes every few seconds for each admin watching it. */
export const MANIFEST_CHECK_TTL_MS = 30_000;

export type Reachability = { reachable: boolean; latencyMs: number | null };
/** What answered at a URL: its status and body text. */
export type Fetched = { status: number; body: string };
/** Fetches a path on this site (`/remotes/mall/mf-manifest.json`) the way a browser would get it. */
export type SiteFetch = (path: string) => Promise<Fetched>;

/** A Module Federation manifest names its remote; a 200 that is an HTML page or a JSON error is not one. */
function isManifest(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && typeof (parsed as { name?: unknown }).name === 'string';
  } catch {
    return false;
  }
}

async function fetchAbsolute(url: string, timeoutMs: number): Promise<Fetched> {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  return { status: res.status, body: await res.text() };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether each manifest URL answers a manifest, and how fast: a path on this site goes through the server's own
 * routes (built remotes on disk, uploaded versions in storage), an absolute URL over the network. Cached per URL,
 * so a registry change (a new version means a new URL, versions are immutable) is checked on the next look, and
 * concurrent screens share one check.
 */
export class ManifestChecker {
  private readonly results: TtlCache<Reachability>;
  private readonly pending = new Map<string, Promise<Reachability>>();

  constructor(
    private readonly fetchSite: SiteFetch,
    private readonly opts: { timeoutMs?: number; ttlMs?: number; fetchAbsolute?: (url: string, timeoutMs: number) => Promise<Fetched> } = {},
  ) {
    this.results = new TtlCache<Reachability>(opts.ttlMs ?? MANIFEST_CHECK_TTL_MS, 500);
  }

  check(url: string): Promise<Reachability> {
    const cached = this.results.get(url);
    if (cached) return Promise.resolve(cached);
    const running = this.pending.get(url);
    if (running) return running;
    const version = this.results.version();
    const check = this.measure(url).then((result) => {
      this.results.set(url, result, version);
      return result;
    }).finally(() => this.pending.delete(url));
    this.pending.set(url, check);
    return check;
  }

  clear(): void {
    this.results.clear();
  }

  private async measure(url: string): Promise<Reachability> {
    const timeoutMs = this.opts.timeoutMs ?? MANIFEST_TIMEOUT_MS;
    const started = performance.now();
    try {
      const absolute = /^https?:\/\//i.test(url);
      if (!absolute && !url.startsWith('/')) return { reachable: false, latencyMs: null };
      const answer = absolute
        ? await (this.opts.fetchAbsolute ?? fetchAbsolute)(url, timeoutMs)
        : await withTimeout(this.fetchSite(url), timeoutMs);
      const latencyMs = Math.round(performance.now() - started);
      return { reachable: answer.status === 200 && isManifest(answer.body), latencyMs };
    } catch {
      return { reachable: false, latencyMs: null };
    }
  }
}
