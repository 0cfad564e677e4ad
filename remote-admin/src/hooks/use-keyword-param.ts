import { useCallback, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/**
 * A queue's filter kept in the address (`?keyword=`, `?only=`): a staff notification or a dashboard card links to its
 * queue filtered (docs/notifications.md, docs/dashboard.md), and a reload or a copied link keeps it. A change replaces
 * the history entry, so Back leaves the page rather than walking through every search; an empty value removes the
 * parameter; the address's other parameters stay. `onChange` runs while rendering whenever the address's value changed
 * (a search, another link followed while the page is open), so the page goes back to page one before it asks for the
 * list. The router is the one in context: the host's inside the portal, the standalone frame's on its own.
 *
 * Only the address of the page's own path counts: the portal keeps a visited page mounted, hidden, while another
 * one is shown (app-main.tsx), and the router's location is the shown page's, so a hidden queue would otherwise
 * take up another page's parameter, ask for its list again and lose its page.
 */
export function useAddressParam(name: string, onChange: () => void): [string, (value: string) => void] {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const [ownPath] = useState(pathname);
  const [seen, setSeen] = useState(() => (params.get(name) ?? '').trim());
  const value = pathname === ownPath ? (params.get(name) ?? '').trim() : seen;
  if (seen !== value) {
    setSeen(value);
    onChange();
  }
  const set = useCallback((next: string) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set(name, next);
      else updated.delete(name);
      return updated;
    }, { replace: true });
  }, [name, setParams]);
  return [value, set];
}

/** The queue's search in `?keyword=` (useAddressParam). */
export const useKeywordParam = (onChange: () => void) => useAddressParam('keyword', onChange);
