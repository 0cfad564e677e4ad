import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartWriteResultSchema, type CartWriteResult } from 'shared-contracts/api/cart';
import { deleteJson } from 'shared-contracts/http/client';
import { cartCountAtom, sessionStore } from 'shared-contracts/session/session-store';
import { cartKeys } from './query-keys';

/** `DELETE api/shopCart` with the ids of the lines to remove (the page has asked 'Please Confirm Delete'). */
export function removeCartLines(ids: number[]): Promise<CartWriteResult> {
  return deleteJson(cartWriteResultSchema, 'api/shopCart', { json: ids });
}

export function useRemoveCartLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartLines,
    onSuccess: (result) => {
      sessionStore.set(cartCountAtom, result.cartCount);
      return queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
