import { fetchJson } from '../http/early-request';

/**
 * The scripts the portal starts with, listed by its build (shared-contracts/build/portal-start-files.mjs)
 * in this file, revalidated like index.html.
 */
const PORTAL_START_LIST = '/portal-start.json';

const isSitePath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

function prefetch(href: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  document.head.append(link);
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
      if (Array.isArray(files)) files.filter(isSitePath).forEach(prefetch);
    })
    .catch(() => undefined);
}
