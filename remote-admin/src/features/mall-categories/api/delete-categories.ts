import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idListSchema, okSchema } from 'shared-contracts/api/common';
import { deleteJson } from 'shared-contracts/http/client';
import { mallKeys } from '../../mall-shared/api/query-keys';

/**
 * `DELETE api/categories` with a JSON list of ids (category:del). The server refuses a category that still
 * has sub-categories or goods (mall.categoryHasChildren / mall.categoryHasGoods).
 */
export async function deleteCategories(ids: number[]): Promise<void> {
  await deleteJson(okSchema, 'api/categories', { json: idListSchema.parse(ids) });
}

export function useDeleteCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategories,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mallKeys.categories }),
  });
}
