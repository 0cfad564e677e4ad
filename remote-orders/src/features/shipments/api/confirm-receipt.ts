import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shipmentSchema, type Shipment } from 'shared-contracts/api/shipments';
import { postJson } from 'shared-contracts/http/client';
import { RELATED_QUERY_ROOTS } from './query-keys';

/**
 * `POST api/shipments/{id}/receipt`: the buyer received a delivered shipment. After-sales on it ends and an order whose
 * every delivery is confirmed completes, so the shipments, the orders and the refund bounds (`['refunds']`) are read
 * again; a refusal (409: confirmed meanwhile, or the order completed) is toasted by the shared client.
 */
export function confirmReceipt(id: number): Promise<Shipment> {
  return postJson(shipmentSchema, `api/shipments/${id}/receipt`, {});
}

export function useConfirmReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReceipt,
    onSettled: () => Promise.all([...RELATED_QUERY_ROOTS, ['refunds']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
