import { downloadBlob } from 'shared-contracts/http/download';
import type { ExportTarget } from 'shared-contracts/react/export-button';
import { interestFilterParams, type InterestListQuery } from './get-interests';

/** `GET api/interests/download` (interest:list): the interests in the page's state, newest first, in the staff member's data scope, as .xlsx. */
export function exportInterests(filters: Pick<InterestListQuery, 'status'>, target: ExportTarget): Promise<Blob> {
  return downloadBlob('api/interests/download', { searchParams: { ...interestFilterParams(filters), ...target } });
}
