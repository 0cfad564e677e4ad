import { useQuery } from '@tanstack/react-query';
import { CART_COUNT_PAGE_SIZE, cartPageSchema, type CartItem } from 'shared-contracts/api/cart';
import type { Page } from 'shared-contracts/api/common';
import { getJson } from 'shared-contracts/http/client';
import { cartCountAtom, sessionStore } from 'shared-contracts/session/session-store';
import { cartKeys } from './query-keys';

/**
 * `GET api/shopCart/myCart?page=0&size=999`: the whole cart (grouping by store and the selection need every
 * line). Its `totalElements` is also the navbar's cart count, kept in step here.
 */
export async function fetchMyCart(signal?: AbortSignal): Promise<Page<CartItem>> {
  const page = await getJson(cartPageSchema, 'api/shopCart/myCart', {
    searchParams: { page: 0, size: CART_COUNT_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
  sessionStore.set(cartCountAtom, page.totalElements);
  return page;
}

/** Only call with a session (the page shows LoginRequired otherwise): `enabled` keeps a 401 from being sent. */
export function useMyCart(enabled: boolean) {
  return useQuery({ queryKey: cartKeys.mine(), queryFn: ({ signal }) => fetchMyCart(signal), enabled });
}
