/**
 * Remotes this page has asked the runtime for a module of. Their manifest, entry and modules may be in use, so a
 * registry refresh leaves them on the version they started with until the page reloads.
 */
const opened = new Set<string>();

export function markRemoteOpened(name: string): void {
  opened.add(name);
}

export function isRemoteOpened(name: string): boolean {
  return opened.has(name);
}

/** Tests only. */
export function forgetOpenedRemotes(): void {
  opened.clear();
}
