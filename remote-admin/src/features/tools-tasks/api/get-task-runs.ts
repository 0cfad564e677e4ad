import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from 'shared-contracts/api/common';
import { taskRunPageSchema, type TaskRun } from 'shared-contracts/api/scheduled-tasks';
import { getJson } from 'shared-contracts/http/client';
import { taskKeys } from './query-keys';

/** `GET api/tasks/{name}/runs?page&size` (timing:list): the task's run log, newest first. */
export function fetchTaskRuns(name: string, page: number, size: number, signal?: AbortSignal): Promise<Page<TaskRun>> {
  return getJson(taskRunPageSchema, `api/tasks/${encodeURIComponent(name)}/runs`, { searchParams: { page, size }, ...(signal ? { signal } : {}) });
}

/** Runs that have not ended yet: while the log shows one, it asks again. */
const UNFINISHED: ReadonlySet<TaskRun['state']> = new Set(['created', 'active', 'retry']);
const POLL_MS = 2_000;

/** The run log as it is now each time it opens (a run sent a moment ago shows), refreshed until its runs end. */
export function useTaskRuns(name: string, page: number, size: number) {
  return useQuery({
    queryKey: taskKeys.runs(name, page, size),
    queryFn: ({ signal }) => fetchTaskRuns(name, page, size, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
    refetchInterval: (query) => (query.state.data?.content.some((run) => UNFINISHED.has(run.state)) ? POLL_MS : false),
  });
}
