import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartWriteResultSchema, type CartEdit, type CartWriteResult } from 'shared-contracts/api/cart';
import { putJson } from 'shared-contracts/http/client';
import { cartCountAtom, sessionStore } from 'shared-contracts/session/session-store';
import { cartKeys } from './query-keys';

/** `PUT api/shopCart`: one line's quantity (the server checks it against the SKU's minimum). */
export function updateCartLine(body: CartEdit): Promise<CartWriteResult> {
  return putJson(cartWriteResultSchema, 'api/shopCart', body);
}

export function useUpdateCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartLine,
    onSuccess: (result) => {
      sessionStore.set(cartCountAtom, result.cartCount);
      return queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
    // A refused quantity (toasted) must not stay in the editor: reload the line's stored quantity.
    onError: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
