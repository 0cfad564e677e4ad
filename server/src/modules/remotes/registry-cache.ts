/**
 * The shared-caches name (plugins/app/shared-caches.ts) of everything computed from the remote registry: the
 * Content-Security-Policy's remote origins and the manifest health checks. Every registry write calls
 * `app.sharedCaches.changed(REMOTE_REGISTRY_CACHE)` so every server process recomputes on its next request.
 */
export const REMOTE_REGISTRY_CACHE = 'remote-registry';
