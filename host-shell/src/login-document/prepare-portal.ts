/**
 * The portal's fixed-name start files, fetched into the HTTP cache (not run) while the user types, so the
 * document that opens after signing in starts from the cache. Everything they load is content-hashed.
 */
const PORTAL_START_FILES = ['/main.js'];

export function preparePortal(): void {
  for (const href of PORTAL_START_FILES) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = href;
    document.head.append(link);
  }
}
