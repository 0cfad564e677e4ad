import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isHTTPError } from 'shared-contracts/http/is-http-error';
import { orderActionSchema, orderSchema, type Order, type OrderActionInput } from 'shared-contracts/api/orders';
import { postJson } from 'shared-contracts/http/client';
import { orderKeys } from './query-keys';

export type BuyerAction = Extract<OrderActionInput['action'], 'cancel' | 'complete'>;

/** `POST api/orders/{id}/actions`: the buyer withdraws an unpaid order (`cancel`) or confirms receipt (`complete`). */
export function takeOrderAction(id: number, action: BuyerAction): Promise<Order> {
  return postJson(orderSchema, `api/orders/${id}/actions`, orderActionSchema.parse({ action }));
}

/**
 * Refusals (409 mall.orderStateConflict when the order moved on meanwhile) are toasted by the shared client in
 * the reader's language; the order is read again after a success and after a conflict alike, so the page shows
 * where it stands now.
 */
export function useTakeOrderAction() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: orderKeys.mine });
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: BuyerAction }) => takeOrderAction(id, action),
    onSuccess: refresh,
    onError: (error) => (isHTTPError(error) && error.response.status === 409 ? refresh() : undefined),
  });
}
