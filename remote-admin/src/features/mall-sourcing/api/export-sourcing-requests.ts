import { downloadBlob } from 'shared-contracts/http/download';
import type { ExportTarget } from 'shared-contracts/react/export-button';
import { sourcingFilterParams, type SourcingListQuery } from './get-sourcing-requests';

/** `GET api/links/requests/download` (sourcing:list): the requests in the page's state, newest first, in the staff member's data scope, as .xlsx. */
export function exportSourcingRequests(filters: Pick<SourcingListQuery, 'status'>, target: ExportTarget): Promise<Blob> {
  return downloadBlob('api/links/requests/download', { searchParams: { ...sourcingFilterParams(filters), ...target } });
}
