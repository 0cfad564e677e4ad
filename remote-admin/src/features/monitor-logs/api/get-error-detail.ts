import { useQuery } from '@tanstack/react-query';
import { errorLogDetailSchema, type ErrorLogDetail } from 'shared-contracts/api/op-logs';
import { getJson } from 'shared-contracts/http/client';
import { logKeys } from './query-keys';

/** `GET api/logs/error/{id}` (errorLog:list): one error with its stack. */
export function fetchErrorDetail(id: number, signal?: AbortSignal): Promise<ErrorLogDetail> {
  return getJson(errorLogDetailSchema, `api/logs/error/${id}`, signal ? { signal } : {});
}

/** Fetched only for the error log's rows (`enabled`): the operation log has no stacks. */
export function useErrorDetail(id: number, enabled: boolean) {
  return useQuery({ queryKey: logKeys.error(id), queryFn: ({ signal }) => fetchErrorDetail(id, signal), enabled, staleTime: Infinity });
}
