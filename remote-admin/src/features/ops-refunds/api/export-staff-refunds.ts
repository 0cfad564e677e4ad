import { downloadBlob } from 'shared-contracts/http/download';
import type { ExportTarget } from 'shared-contracts/react/export-button';
import { refundFilterParams, type StaffRefundFilters } from './get-staff-refunds';

/**
 * `GET api/refunds/admin/download` (refund:list): the refunds as the page filters them now (state tab, keyword), in
 * the server's order and the staff member's data scope, as .xlsx.
 */
export function exportStaffRefunds(filters: StaffRefundFilters, target: ExportTarget): Promise<Blob> {
  return downloadBlob('api/refunds/admin/download', { searchParams: { ...refundFilterParams(filters), ...target } });
}
