import { useCallback, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { historyModeOf, parseSearchUrl, searchUrlOf, type SearchState } from '../utils/search-url';

/**
 * The search state read from the URL (path word + query string) and a setter that writes it back: any
 * change but paging starts again at page 1; new searches push a history entry, refinements replace it.
 */
export function useSearchState(): [SearchState, (patch: Partial<SearchState>) => void] {
  const { word } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = params.toString();
  const state = useMemo(() => parseSearchUrl(word, new URLSearchParams(query)), [word, query]);
  const update = useCallback((patch: Partial<SearchState>) => {
    const next: SearchState = { ...state, page: 1, ...patch };
    navigate(searchUrlOf(next), { replace: historyModeOf(state, next) === 'replace' });
  }, [state, navigate]);
  return [state, update];
}
