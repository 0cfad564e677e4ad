/**
 * The shared-caches name (plugins/app/shared-caches.ts) of everything computed from the remote registry: the
 * Content-Security-Policy's remote origins and the manifest health checks. Every registry write calls
 * `app.sharedCaches.changed(REMOTE_REGISTRY_CACHE)` so every server process recomputes on its next request.
 */
export const REMOTE_REGISTRY_CACHE = 'remote-registry';

/**
 * How long a value computed from the registry may serve requests without asking the database again. A registry
 * write clears it at once in every process (shared caches); the TTL only bounds staleness while a process's cache
 * listener is cut off.
 */
export const REGISTRY_VALUE_TTL_MS = 5_000;

/**
 * A value computed from the registry (the CSP's remote origins, the mall's row the drawn pages choose a version
 * from), loaded once and shared by concurrent requests until the registry changes or the TTL runs out. A load that
 * started before a clear is handed to those waiting on it but never kept.
 */
export class RegistryValueCache<T> {
  private entry: { value: Promise<T>; expiresAt: number } | null = null;

  constructor(private readonly load: () => Promise<T>, private readonly ttlMs = REGISTRY_VALUE_TTL_MS) {}

  get(): Promise<T> {
    if (this.entry && this.entry.expiresAt > Date.now()) return this.entry.value;
    const value = this.load();
    const entry = { value, expiresAt: Date.now() + this.ttlMs };
    this.entry = entry;
    // A failed load is not kept: the next request asks again.
    value.catch(() => { if (this.entry === entry) this.entry = null; });
    return value;
  }

  clear(): void {
    this.entry = null;
  }
}
