import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminUserSchema, resetPasswordResponseSchema, userDeleteBodySchema, type AdminUser, type ResetPasswordResponse,
} from 'shared-contracts/api/admin-users';
import { okSchema } from 'shared-contracts/api/common';
import { deleteJson, postJson, putJson } from 'shared-contracts/http/client';
import { systemKeys } from '../../system-shared/api/query-keys';

/** `PUT api/users/{id}/enabled` (user:edit): disabling ends the user's sessions at once. */
export function setUserEnabled(id: number, enabled: boolean): Promise<AdminUser> {
  return putJson(adminUserSchema, `api/users/${id}/enabled`, { enabled });
}

/** `POST api/users/{id}/password` (user:edit): a typed password, or none for a generated one (answered once). */
export function resetPassword(id: number, password: string | null): Promise<ResetPasswordResponse> {
  return postJson(resetPasswordResponseSchema, `api/users/${id}/password`, password ? { password } : {});
}

/** `DELETE api/users` (user:del): their sessions end; a user with orders is refused (400, toasted). */
export async function deleteUsers(ids: number[]): Promise<void> {
  await deleteJson(okSchema, 'api/users', { json: userDeleteBodySchema.parse(ids) });
}

function useSystemMutation<A, R>(run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: systemKeys.all }) });
}

export const useSetUserEnabled = () => useSystemMutation(({ id, enabled }: { id: number; enabled: boolean }) => setUserEnabled(id, enabled));
export const useResetPassword = () => useSystemMutation(({ id, password }: { id: number; password: string | null }) => resetPassword(id, password));
export const useDeleteUsers = () => useSystemMutation(deleteUsers);
