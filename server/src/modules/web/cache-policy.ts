import path from 'node:path';

/**
 * Files whose name stays the same across builds: the browser must revalidate them every time, or a
 * redeployed remote would keep running its old manifest and entry against new chunks (or the reverse).
 */
const ALWAYS_REVALIDATE = new Set(['index.html', 'login.html', 'portal-start.json', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);

/** The builds name chunks `[name].[contenthash:8].js`: such a name never changes content. */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(file: string): string {
  const name = path.posix.basename(file);
  // Pages (the page documents drawn per language too) keep their names across builds.
  if (ALWAYS_REVALIDATE.has(name) || name.endsWith('.html')) return REVALIDATE;
  return CONTENT_HASHED.test(name) ? IMMUTABLE : REVALIDATE;
}
