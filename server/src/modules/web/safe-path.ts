/**
 * The file part of a URL as a path relative to a dist folder, or null when it could leave that folder
 * or is not a plain file name: `..` or `.` segments (also percent-encoded), backslashes, NUL, empty
 * segments. @fastify/static refuses these too; checking first keeps the answer a plain 404 and keeps
 * a traversal attempt away from the file system altogether.
 */
export function safeRelativePath(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const relative = decoded.replace(/^\/+/, '');
  if (relative === '') return null;
  const segments = relative.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  return relative;
}
