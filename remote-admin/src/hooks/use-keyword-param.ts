import { useCallback, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

const PARAM = 'keyword';

/**
 * A queue's keyword kept in the address (`?keyword=`): a staff notification links to its queue filtered to one record
 * (docs/notifications.md), and a reload or a copied link keeps the search. A search replaces the history entry, so
 * Back leaves the page rather than walking through every search; an empty one removes the parameter; the address's
 * other parameters stay. `onChange` runs while rendering whenever the address's keyword changed (a search, another
 * notification followed while the page is open), so the page goes back to page one before it asks for the list.
 * The router is the one in context: the host's inside the portal, the standalone frame's on its own.
 *
 * Only the address of the page's own path counts: the portal keeps a visited page mounted, hidden, while another
 * one is shown (app-main.tsx), and the router's location is the shown page's, so a hidden queue would otherwise
 * take up another page's `?keyword=`, ask for its list again and lose its page.
 */
export function useKeywordParam(onChange: () => void): [string, (keyword: string) => void] {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const [ownPath] = useState(pathname);
  const [seen, setSeen] = useState(() => (params.get(PARAM) ?? '').trim());
  const keyword = pathname === ownPath ? (params.get(PARAM) ?? '').trim() : seen;
  if (seen !== keyword) {
    setSeen(keyword);
    onChange();
  }
  const search = useCallback((next: string) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set(PARAM, next);
      else updated.delete(PARAM);
      return updated;
    }, { replace: true });
  }, [setParams]);
  return [keyword, search];
}
