import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { cspReportListSchema } from 'shared-contracts/api/deploy';
import { getJson } from 'shared-contracts/http/client';
import { REMOTES_REFRESH_MS, remotesKeys } from './query-keys';

export type CspReport = z.infer<typeof cspReportListSchema>[number];
export const CSP_REPORT_LIMIT = 20;

/** `GET api/security/csp-reports?limit=` (remote:list): the latest Content-Security-Policy violations, newest first. */
export function fetchCspReports(signal?: AbortSignal): Promise<CspReport[]> {
  return getJson(cspReportListSchema, 'api/security/csp-reports', { searchParams: { limit: CSP_REPORT_LIMIT }, ...(signal ? { signal } : {}) });
}

/** Asked only of those holding remote:list (a 403 would send the user to the "no permission" page). */
export function useCspReports(enabled: boolean) {
  return useQuery({ queryKey: remotesKeys.cspReports, queryFn: ({ signal }) => fetchCspReports(signal), refetchInterval: REMOTES_REFRESH_MS, enabled });
}
