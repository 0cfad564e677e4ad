import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shipmentSchema, type Shipment } from 'shared-contracts/api/shipments';
import { postJson } from 'shared-contracts/http/client';
import { RELATED_QUERY_ROOTS } from './query-keys';

/**
 * `POST api/shipments/{id}/cancel`: a pending shipment's quantities go back to the buyer's stock. A refusal (409 when
 * the warehouse shipped it meanwhile) is toasted by the shared client; the lists are read again either way.
 */
export function cancelShipment(id: number): Promise<Shipment> {
  return postJson(shipmentSchema, `api/shipments/${id}/cancel`, {});
}

export function useCancelShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelShipment,
    onSettled: () => Promise.all(RELATED_QUERY_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
