import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dashboardFiguresSchema, dashboardQueryKeys } from 'shared-contracts/api/dashboard';
import { getJson } from 'shared-contracts/http/client';

/** `GET api/dashboard/figures?from=&to=` (order:list): the period's figures within the viewer's scope. */
export function fetchDashboardFigures(from: string, to: string, signal?: AbortSignal) {
  return getJson(dashboardFiguresSchema, 'api/dashboard/figures', { searchParams: { from, to }, ...(signal ? { signal } : {}) });
}

/** Kept while another period loads, so the charts do not flash empty; not live (api/dashboard.ts says why). */
export function useDashboardFigures(period: { from: string; to: string } | null) {
  return useQuery({
    queryKey: dashboardQueryKeys.figures(period?.from ?? '', period?.to ?? ''),
    queryFn: ({ signal }) => fetchDashboardFigures(period!.from, period!.to, signal),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
}
