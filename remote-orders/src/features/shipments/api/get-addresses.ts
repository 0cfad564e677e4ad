import { useQuery } from '@tanstack/react-query';
import { addressListSchema } from 'shared-contracts/api/shipments';
import { getJson } from 'shared-contracts/http/client';
import { shipmentKeys } from './query-keys';

/** `GET api/addresses`: the buyer's address book, the default first. */
export function fetchAddresses(signal?: AbortSignal) {
  return getJson(addressListSchema, 'api/addresses', signal ? { signal } : {});
}

export function useAddresses() {
  return useQuery({ queryKey: shipmentKeys.addresses, queryFn: ({ signal }) => fetchAddresses(signal) });
}
