import type { MenuRoute } from 'shared-contracts/api/menus';
import { isWhitelisted } from 'shared-contracts/whitelist';
import { serverMenusOf } from '../../../routes/home-menu-entry';
import { flattenMenuViews, resolveView } from '../../../routes/view-meta';
import type { ViewResolver } from './visited-views';

/** `/a/b?x=1#y` → its path, query and hash, as the router's location holds them (no re-encoding). */
function splitFullPath(fullPath: string): { pathname: string; search: string; hash: string } {
  const hashAt = fullPath.indexOf('#');
  const beforeHash = hashAt === -1 ? fullPath : fullPath.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  return {
    pathname: queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt),
    search: queryAt === -1 ? '' : beforeHash.slice(queryAt),
    hash: hashAt === -1 ? '' : fullPath.slice(hashAt),
  };
}

/**
 * Resolves a remembered address the way the router would show it now: a page of the user's current menus
 * or a shell page drawn in the layout. An anonymous visitor's tags hold only pages of the whitelist.
 */
export function viewResolver(menus: readonly MenuRoute[], signedIn: boolean): ViewResolver {
  const menuViews = flattenMenuViews(serverMenusOf(menus));
  return (fullPath) => {
    const resolved = resolveView(splitFullPath(fullPath), menuViews);
    if (!resolved?.inLayout) return null;
    if (!signedIn && !isWhitelisted(resolved.view.path)) return null;
    return resolved.view;
  };
}
