import { useQuery } from '@tanstack/react-query';
import { jobPageSchema, type Job } from 'shared-contracts/api/jobs';
import { getJson } from 'shared-contracts/http/client';
import { systemKeys } from './query-keys';

/** `GET api/job` (job:list or user:list), every job: the user form offers the enabled ones and keeps those held. */
export async function fetchJobOptions(signal?: AbortSignal): Promise<Job[]> {
  const page = await getJson(jobPageSchema, 'api/job', { searchParams: { page: 0, size: 9999 }, ...(signal ? { signal } : {}) });
  return page.content;
}

export function useJobOptions() {
  return useQuery({ queryKey: systemKeys.jobOptions, queryFn: ({ signal }) => fetchJobOptions(signal) });
}
