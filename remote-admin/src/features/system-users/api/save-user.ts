import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminUserSchema, userCreatedSchema, type AdminUser, type UserCreate, type UserCreated, type UserUpdate,
} from 'shared-contracts/api/admin-users';
import { postJson, putJson } from 'shared-contracts/http/client';
import { systemKeys } from '../../system-shared/api/query-keys';

/** `POST api/users` (user:add): answers the user and, when none was typed, the generated password (once). */
export function createUser(body: UserCreate): Promise<UserCreated> {
  return postJson(userCreatedSchema, 'api/users', body);
}

/** `PUT api/users` (user:edit). */
export function updateUser(body: UserUpdate): Promise<AdminUser> {
  return putJson(adminUserSchema, 'api/users', body);
}

/** Either one; an update answers no password. */
export async function saveUser(body: UserCreate | UserUpdate): Promise<UserCreated> {
  if ('id' in body) return { user: await updateUser(body), generatedPassword: null };
  return createUser(body);
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: systemKeys.all }) });
}
