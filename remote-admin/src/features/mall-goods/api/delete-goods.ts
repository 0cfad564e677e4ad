import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idListSchema, okSchema } from 'shared-contracts/api/common';
import { deleteJson } from 'shared-contracts/http/client';
import { mallKeys } from '../../mall-shared/api/query-keys';

/** `DELETE api/goods` with a JSON list of ids (goods:del). */
export async function deleteGoods(ids: number[]): Promise<void> {
  await deleteJson(okSchema, 'api/goods', { json: idListSchema.parse(ids) });
}

export function useDeleteGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGoods,
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: mallKeys.goods }),
      queryClient.invalidateQueries({ queryKey: mallKeys.stores }),
    ]),
  });
}
