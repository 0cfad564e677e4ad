import { useMutation, useQueryClient } from '@tanstack/react-query';
import { menuSchema, type Menu, type MenuUpdate } from 'shared-contracts/api/menus';
import { putJson } from 'shared-contracts/http/client';
import { menuKeys } from './query-keys';

/** `PUT api/menus` (permission menu:edit); answers the saved entry. */
export function updateMenu(body: MenuUpdate): Promise<Menu> {
  return putJson(menuSchema, 'api/menus', body);
}

export function useUpdateMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMenu,
    // A move to another parent changes two levels of the tree, so every menu query is refreshed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.all }),
  });
}
