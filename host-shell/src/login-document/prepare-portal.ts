import { fetchJson } from '../http/early-request';

/**
 * The scripts the portal starts with, listed by its build (shared-contracts/build/portal-start-files.mjs)
 * in this file, revalidated like index.html.
 */
const PORTAL_START_LIST = '/portal-start.json';

const isSitePath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

/**
 * Links added per idle period: each starts a fetch (1–2 ms here), and 118 at once were one 58 ms task, four
 * times that on Lighthouse's phone.
 */
const PREFETCH_BATCH = 4;

function prefetch(href: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  document.head.append(link);
}

const whenIdle = (run: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 16);
};

/** Adds the prefetch links a few at a time, each batch when the page is idle, so typing never waits on them. */
export function prefetchInBatches(files: readonly string[]): void {
  files.slice(0, PREFETCH_BATCH).forEach(prefetch);
  const rest = files.slice(PREFETCH_BATCH);
  if (rest.length > 0) whenIdle(() => prefetchInBatches(rest));
}

/**
 * Fetches the portal's start scripts into the HTTP cache (prefetch: idle priority, not run) while the user
 * types, so the portal that opens after signing in does not wait for the network. Best effort: without
 * the list the portal simply loads as on any visit.
 */
export function preparePortal(): void {
  fetchJson(PORTAL_START_LIST)
    .then((body) => {
      const files = (body as { files?: unknown } | null)?.files;
      if (Array.isArray(files)) whenIdle(() => prefetchInBatches(files.filter(isSitePath)));
    })
    .catch(() => undefined);
}
