import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema } from 'shared-contracts/api/common';
import { roleDeleteBodySchema } from 'shared-contracts/api/roles';
import { deleteJson } from 'shared-contracts/http/client';
import { systemKeys } from '../../system-shared/api/query-keys';

/** `DELETE api/roles` (roles:del): refused for built-in roles and roles users hold (400, toasted). */
export async function deleteRoles(ids: number[]): Promise<void> {
  await deleteJson(okSchema, 'api/roles', { json: roleDeleteBodySchema.parse(ids) });
}

export function useDeleteRoles() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRoles, onSuccess: () => queryClient.invalidateQueries({ queryKey: systemKeys.all }) });
}
