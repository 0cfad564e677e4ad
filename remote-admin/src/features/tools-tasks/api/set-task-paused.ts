import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskSchema, type Task } from 'shared-contracts/api/scheduled-tasks';
import { putJson } from 'shared-contracts/http/client';
import { taskKeys } from './query-keys';

/** `PUT api/tasks/{name}/pause` or `/resume` (timing:edit): answers the task as it now is. */
export function setTaskPaused({ name, paused }: { name: string; paused: boolean }): Promise<Task> {
  return putJson(taskSchema, `api/tasks/${encodeURIComponent(name)}/${paused ? 'pause' : 'resume'}`, {});
}

export function useSetTaskPaused() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setTaskPaused, onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }) });
}
