import { useQuery } from '@tanstack/react-query';
import { taskListSchema, type Task } from 'shared-contracts/api/scheduled-tasks';
import { getJson } from 'shared-contracts/http/client';
import { taskKeys } from './query-keys';

/** `GET api/tasks` (timing:list): every scheduled task with cron, paused, next and last run. */
export function fetchTasks(signal?: AbortSignal): Promise<Task[]> {
  return getJson(taskListSchema, 'api/tasks', signal ? { signal } : {});
}

/** Refreshed every 30 s: next and last runs move on by themselves. */
export function useTasks() {
  return useQuery({ queryKey: taskKeys.list(), queryFn: ({ signal }) => fetchTasks(signal), refetchInterval: 30_000 });
}
