/**
 * The mall's public pages that a visitor without a session gets as a page document of their own
 * (docs/shell-routing.md "The mall document"): the server sends `mall.html` at these addresses, and the
 * document's router draws them. Any other address the document links to is loaded as a new document.
 * A `:param` matches one non-empty path segment.
 */
export const MALL_DOCUMENT_PATTERNS = ['/', '/mall', '/mall1', '/mallSearch', '/mallSearch/:word', '/mallDetail/:id'] as const;

/** The mall home's addresses: one drawn copy serves them all. */
export const MALL_HOME_PATHS: readonly string[] = ['/', '/mall', '/mall1'];

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
}

/** True when `path` (without its query) is one of the mall document's pages. */
export function isMallDocumentPath(path: string): boolean {
  return MALL_DOCUMENT_PATTERNS.some((pattern) => matches(pattern, path));
}
