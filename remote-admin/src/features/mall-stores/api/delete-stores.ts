import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idListSchema, okSchema } from 'shared-contracts/api/common';
import { deleteJson } from 'shared-contracts/http/client';
import { mallKeys } from '../../mall-shared/api/query-keys';

/** `DELETE api/stores` with a JSON list of ids (store:del); a store with goods is refused (mall.storeHasGoods). */
export async function deleteStores(ids: number[]): Promise<void> {
  await deleteJson(okSchema, 'api/stores', { json: idListSchema.parse(ids) });
}

export function useDeleteStores() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStores,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mallKeys.stores }),
  });
}
