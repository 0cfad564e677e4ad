import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema } from 'shared-contracts/api/common';
import { deleteJson } from 'shared-contracts/http/client';
import { shipmentKeys } from './query-keys';

/** `DELETE api/addresses/{id}`; a refusal is toasted by the shared client. */
export function deleteAddress(id: number) {
  return deleteJson(okSchema, `api/addresses/${id}`);
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAddress, onSettled: () => queryClient.invalidateQueries({ queryKey: shipmentKeys.addresses }) });
}
