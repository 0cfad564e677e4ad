import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema } from 'shared-contracts/api/common';
import { menuDeleteBodySchema } from 'shared-contracts/api/menus';
import { deleteJson } from 'shared-contracts/http/client';
import { menuKeys } from './query-keys';

/** `DELETE api/menus` with a JSON list of ids (permission menu:del): the server deletes each with all its descendants. */
export async function deleteMenus(ids: number[]): Promise<void> {
  await deleteJson(okSchema, 'api/menus', { json: menuDeleteBodySchema.parse(ids) });
}

export function useDeleteMenus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMenus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.all }),
  });
}
