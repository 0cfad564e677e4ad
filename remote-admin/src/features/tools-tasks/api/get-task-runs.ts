import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from 'shared-contracts/api/common';
import { taskRunPageSchema, type TaskRun } from 'shared-contracts/api/scheduled-tasks';
import { getJson } from 'shared-contracts/http/client';
import { taskKeys } from './query-keys';

/** `GET api/tasks/{name}/runs?page&size` (timing:list): the task's run log, newest first. */
export function fetchTaskRuns(name: string, page: number, size: number, signal?: AbortSignal): Promise<Page<TaskRun>> {
  return getJson(taskRunPageSchema, `api/tasks/${encodeURIComponent(name)}/runs`, { searchParams: { page, size }, ...(signal ? { signal } : {}) });
}

export function useTaskRuns(name: string, page: number, size: number) {
  return useQuery({
    queryKey: taskKeys.runs(name, page, size),
    queryFn: ({ signal }) => fetchTaskRuns(name, page, size, signal),
    placeholderData: keepPreviousData,
  });
}
