import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema } from 'shared-contracts/api/common';
import { deptDeleteBodySchema } from 'shared-contracts/api/depts';
import { deleteJson } from 'shared-contracts/http/client';
import { systemKeys } from '../../system-shared/api/query-keys';

/** `DELETE api/dept` (dept:del): refused while a department has sub-departments or users (400, toasted). */
export async function deleteDepts(ids: number[]): Promise<void> {
  await deleteJson(okSchema, 'api/dept', { json: deptDeleteBodySchema.parse(ids) });
}

export function useDeleteDepts() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDepts, onSuccess: () => queryClient.invalidateQueries({ queryKey: systemKeys.all }) });
}
