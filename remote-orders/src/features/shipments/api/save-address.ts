import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressInputSchema, addressSchema, type Address, type AddressInput } from 'shared-contracts/api/shipments';
import { postJson, putJson } from 'shared-contracts/http/client';
import { shipmentKeys } from './query-keys';

/** `POST api/addresses` (new) or `PUT api/addresses/{id}`. Quiet: the dialog shows a refusal on its field. */
export function saveAddress({ id, body }: { id: number | null; body: AddressInput }): Promise<Address> {
  const json = addressInputSchema.parse(body);
  return id === null
    ? postJson(addressSchema, 'api/addresses', json, { context: { quiet: true } })
    : putJson(addressSchema, `api/addresses/${id}`, json, { context: { quiet: true } });
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveAddress, onSettled: () => queryClient.invalidateQueries({ queryKey: shipmentKeys.addresses }) });
}
