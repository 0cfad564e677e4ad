import type { StoredView } from './visited-views';

/**
 * The tags of this browser tab in sessionStorage (docs/shell-routing.md, "Tags that survive a reload"):
 * sessionStorage is per tab and lives through reloads and new page loads in that tab, so two tabs keep two
 * sets. One key holds the tags of one user; a different user signing in on the tab reads nothing and
 * overwrites it. Only addresses are kept: titles come from the menus again when they are read back.
 */
export const VIEWS_STORAGE_KEY = 'portal.visitedViews';
const VERSION = 1;

type Saved = { v: typeof VERSION; user: number; views: StoredView[] };

/** Some browsers throw on merely touching sessionStorage (storage disabled, sandboxed frames). */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && value.length <= 2000;

function isStoredView(value: unknown): value is StoredView {
  if (typeof value !== 'object' || value === null) return false;
  const { path, fullPath, affix } = value as Record<string, unknown>;
  return isSitePath(path) && isSitePath(fullPath) && fullPath.startsWith(path) && typeof affix === 'boolean';
}

/** The tags this tab kept for `userId`; none when it kept another user's, or anything unreadable. */
export function readStoredViews(userId: number, storage = tabStorage()): StoredView[] {
  try {
    const saved = JSON.parse(storage?.getItem(VIEWS_STORAGE_KEY) ?? 'null') as Partial<Saved> | null;
    if (saved?.v !== VERSION || saved.user !== userId || !Array.isArray(saved.views)) return [];
    return saved.views.filter(isStoredView);
  } catch {
    return [];
  }
}

export function writeStoredViews(userId: number, views: readonly StoredView[], storage = tabStorage()): void {
  const saved: Saved = { v: VERSION, user: userId, views: [...views] };
  try {
    storage?.setItem(VIEWS_STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Quota or a disabled storage: the tags still work, they only do not survive a reload.
  }
}

/** Logging out forgets the tab's tags. */
export function forgetStoredViews(storage = tabStorage()): void {
  try {
    storage?.removeItem(VIEWS_STORAGE_KEY);
  } catch {
    // Nothing was kept then.
  }
}
