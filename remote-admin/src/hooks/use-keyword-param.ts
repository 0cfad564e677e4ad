import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

const PARAM = 'keyword';

/**
 * A queue's keyword kept in the address (`?keyword=`): a staff notification links to its queue filtered to one record
 * (docs/notifications.md), and a reload or a copied link keeps the search. A search replaces the history entry, so
 * Back leaves the page rather than walking through every search; an empty one removes the parameter; the address's
 * other parameters stay. `onChange` runs while rendering whenever the address's keyword changed (a search, another
 * notification followed while the page is open), so the page goes back to page one before it asks for the list.
 * The router is the one in context: the host's inside the portal, the standalone frame's on its own.
 */
export function useKeywordParam(onChange: () => void): [string, (keyword: string) => void] {
  const [params, setParams] = useSearchParams();
  const keyword = (params.get(PARAM) ?? '').trim();
  const [seen, setSeen] = useState(keyword);
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
