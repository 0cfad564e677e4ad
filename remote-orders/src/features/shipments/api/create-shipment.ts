import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from 'shared-contracts/api/orders';
import { createShipmentSchema, shipmentSchema, type CreateShipmentInput, type Shipment } from 'shared-contracts/api/shipments';
import { postJson } from 'shared-contracts/http/client';
import { RELATED_QUERY_ROOTS } from './query-keys';

/**
 * `POST api/shipments` with an Idempotency-Key: the form keeps one key until a shipment is made, so a double
 * click or a retry after a lost answer ships once. Quiet: the form shows a refusal on its field.
 */
export function createShipment(body: CreateShipmentInput, key: string): Promise<Shipment> {
  return postJson(shipmentSchema, 'api/shipments', createShipmentSchema.parse(body), { headers: { [IDEMPOTENCY_HEADER]: key }, context: { quiet: true } });
}

export function useCreateShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreateShipmentInput; key: string }) => createShipment(body, key),
    onSettled: () => Promise.all(RELATED_QUERY_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
