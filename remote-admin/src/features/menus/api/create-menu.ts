import { useMutation, useQueryClient } from '@tanstack/react-query';
import { menuSchema, type Menu, type MenuBody } from 'shared-contracts/api/menus';
import { postJson } from 'shared-contracts/http/client';
import { menuKeys } from './query-keys';

/** `POST api/menus` (permission menu:add); answers the new entry. */
export function createMenu(body: MenuBody): Promise<Menu> {
  return postJson(menuSchema, 'api/menus', body);
}

export function useCreateMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMenu,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.all }),
  });
}
