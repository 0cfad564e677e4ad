/**
 * Menu paths as the server builds them (docs/menus-and-dictionaries.md): top-level entries start with
 * `/`, children are relative, and an empty child path is the parent's own page.
 */
export function joinMenuPath(parent: string, child: string): string {
  const relative = child.replace(/^\/+/, '');
  if (relative === '') return parent === '' ? '/' : parent;
  const base = parent.replace(/\/+$/, '');
  return `${base}/${relative}`;
}

/** A child path as react-router wants it below its parent: relative, never absolute. */
export function relativeMenuPath(path: string): string {
  return path.replace(/^\/+/, '');
}

/** eladmin marks directories whose breadcrumb must not link with this redirect value. */
export const NO_REDIRECT = 'noredirect';
