import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartWriteResultSchema, type CartAdd, type CartWriteResult } from 'shared-contracts/api/cart';
import { postJson } from 'shared-contracts/http/client';
import { cartCountAtom, sessionStore } from 'shared-contracts/session/session-store';
import { cartKeys } from './query-keys';

/** `POST api/shopCart`: a goods SKU and quantity; the answer carries the new cart count. */
export function addToCart(body: CartAdd): Promise<CartWriteResult> {
  return postJson(cartWriteResultSchema, 'api/shopCart', body);
}

/**
 * Add to cart (detail pages). Refusals ('Please Select The Specifications First', 'This Goods Already
 * Exists In The Cart') are toasted by the shared client in the reader's language. Callers check
 * useRequireLogin() first so an anonymous click never sends a request.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (result) => {
      sessionStore.set(cartCountAtom, result.cartCount);
      return queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
