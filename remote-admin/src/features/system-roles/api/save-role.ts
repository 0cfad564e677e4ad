import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleSchema, type Role, type RoleBody, type RoleMenusBody, type RoleUpdate } from 'shared-contracts/api/roles';
import { postJson, putJson } from 'shared-contracts/http/client';
import { systemKeys } from '../../system-shared/api/query-keys';

/** `POST api/roles` (roles:add) or, with an id, `PUT api/roles` (roles:edit). */
export function saveRole(body: RoleBody | RoleUpdate): Promise<Role> {
  return 'id' in body ? putJson(roleSchema, 'api/roles', body) : postJson(roleSchema, 'api/roles', body);
}

/** `PUT api/roles/menu` (roles:edit): the whole set of menus and buttons the role grants. */
export function saveRoleMenus(body: RoleMenusBody): Promise<Role> {
  return putJson(roleSchema, 'api/roles/menu', body);
}

/** Reloads the role lists and the user form's role picker. */
export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveRole, onSuccess: () => queryClient.invalidateQueries({ queryKey: systemKeys.all }) });
}

export function useSaveRoleMenus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveRoleMenus, onSuccess: () => queryClient.invalidateQueries({ queryKey: systemKeys.all }) });
}
