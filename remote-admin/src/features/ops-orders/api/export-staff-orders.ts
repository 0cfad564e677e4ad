import { downloadBlob } from 'shared-contracts/http/download';
import type { DisplayedOrderState } from 'shared-contracts/mall/order-state';
import type { ExportTarget } from 'shared-contracts/react/export-button';
import { filterParams, type StaffOrderFilters } from './get-staff-orders';

/**
 * `GET api/orders/admin/download` (order:list): the orders as the page filters them now (state, keyword, days),
 * in the server's order and the staff member's data scope, as .xlsx.
 */
export function exportStaffOrders(filters: StaffOrderFilters & { state: DisplayedOrderState | null }, target: ExportTarget): Promise<Blob> {
  const searchParams = { ...(filters.state ? { state: filters.state } : {}), ...filterParams(filters), ...target };
  return downloadBlob('api/orders/admin/download', { searchParams });
}
