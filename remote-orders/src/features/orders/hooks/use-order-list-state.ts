import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { orderListParamsOf, parseOrderListParams, type OrderListState } from '../utils/order-list-url';

/**
 * The list state read from the URL's query string and a setter that writes it back on the same path (the page
 * is both /myOrder and the menu's route): any change but paging starts again at page 1. Tabs and new searches
 * push a history entry, so Back returns to the previous list.
 */
export function useOrderListState(): [OrderListState, (patch: Partial<OrderListState>) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const state = useMemo(() => parseOrderListParams(new URLSearchParams(query)), [query]);
  const update = useCallback((patch: Partial<OrderListState>) => {
    setParams(orderListParamsOf({ ...state, page: 1, ...patch }));
  }, [state, setParams]);
  return [state, update];
}
