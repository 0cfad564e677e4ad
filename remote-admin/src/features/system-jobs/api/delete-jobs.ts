import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema } from 'shared-contracts/api/common';
import { jobDeleteBodySchema } from 'shared-contracts/api/jobs';
import { deleteJson } from 'shared-contracts/http/client';
import { systemKeys } from '../../system-shared/api/query-keys';

/** `DELETE api/job` with a JSON list of ids (job:del); a job in use is refused (400 system.jobInUse). */
export async function deleteJobs(ids: number[]): Promise<void> {
  await deleteJson(okSchema, 'api/job', { json: jobDeleteBodySchema.parse(ids) });
}

export function useDeleteJobs() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteJobs, onSuccess: () => queryClient.invalidateQueries({ queryKey: systemKeys.all }) });
}
