import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from 'shared-contracts/api/common';
import { jobPageSchema, type Job } from 'shared-contracts/api/jobs';
import { getJson } from 'shared-contracts/http/client';
import { systemKeys } from '../../system-shared/api/query-keys';

export type JobListQuery = { page: number; size: number; name: string; enabled: '' | 'true' | 'false' };

/** `GET api/job?page&size&name&enabled` (job:list): one page of jobs by sort. */
export function fetchJobs(q: JobListQuery, signal?: AbortSignal): Promise<Page<Job>> {
  const searchParams: Record<string, string | number> = { page: q.page, size: q.size };
  if (q.name) searchParams.name = q.name;
  if (q.enabled) searchParams.enabled = q.enabled;
  return getJson(jobPageSchema, 'api/job', { searchParams, ...(signal ? { signal } : {}) });
}

export function useJobs(q: JobListQuery) {
  return useQuery({ queryKey: systemKeys.jobs(q), queryFn: ({ signal }) => fetchJobs(q, signal), placeholderData: keepPreviousData });
}
