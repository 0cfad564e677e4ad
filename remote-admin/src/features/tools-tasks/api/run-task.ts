import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskRunNowSchema } from 'shared-contracts/api/scheduled-tasks';
import { postJson } from 'shared-contracts/http/client';
import { taskKeys } from './query-keys';

/** `POST api/tasks/{name}/run` (timing:edit): sends a run now, also while the task is paused. */
export async function runTask(name: string): Promise<string | null> {
  return (await postJson(taskRunNowSchema, `api/tasks/${encodeURIComponent(name)}/run`, {})).jobId;
}

export function useRunTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: runTask, onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }) });
}
