import { downloadBlob } from 'shared-contracts/http/download';
import type { ExportTarget } from 'shared-contracts/react/export-button';
import { paymentFilterParams, type StaffPaymentFilters } from './get-staff-payments';

/**
 * `GET api/payments/admin/download` (payment:list): the payments as the page filters them now (the review queue or a
 * state, the keyword), in the server's order and the staff member's data scope, as .xlsx.
 */
export function exportStaffPayments(filters: StaffPaymentFilters, target: ExportTarget): Promise<Blob> {
  return downloadBlob('api/payments/admin/download', { searchParams: { ...paymentFilterParams(filters), ...target } });
}
