import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobSchema, type Job, type JobBody, type JobUpdate } from 'shared-contracts/api/jobs';
import { postJson, putJson } from 'shared-contracts/http/client';
import { systemKeys } from '../../system-shared/api/query-keys';

/** `POST api/job` (job:add) or, with an id, `PUT api/job` (job:edit). */
export function saveJob(body: JobBody | JobUpdate): Promise<Job> {
  return 'id' in body ? putJson(jobSchema, 'api/job', body) : postJson(jobSchema, 'api/job', body);
}

/** Reloads the job lists and the user form's job picker. */
export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveJob, onSuccess: () => queryClient.invalidateQueries({ queryKey: systemKeys.all }) });
}
