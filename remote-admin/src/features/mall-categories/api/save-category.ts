import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { categorySchema, type Category, type categoryInputSchema, type categoryUpdateSchema } from 'shared-contracts/api/goods';
import { postJson, putJson } from 'shared-contracts/http/client';
import { mallKeys } from '../../mall-shared/api/query-keys';

export type CategoryBody = z.output<typeof categoryInputSchema>;
export type CategoryUpdate = z.output<typeof categoryUpdateSchema>;

/** `POST api/categories` (category:add) or, with an id, `PUT api/categories` (category:edit). */
export function saveCategory(body: CategoryBody | CategoryUpdate): Promise<Category> {
  return 'id' in body ? putJson(categorySchema, 'api/categories', body) : postJson(categorySchema, 'api/categories', body);
}

/** Reloads the tree everywhere it is shown (this page and the goods editor's picker). */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mallKeys.categories }),
  });
}
