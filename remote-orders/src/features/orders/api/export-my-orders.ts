import { downloadBlob } from 'shared-contracts/http/download';
import type { DisplayedOrderState } from 'shared-contracts/mall/order-state';
import type { ExportTarget } from 'shared-contracts/react/export-button';
import { filterParams, type OrderFilters } from './get-my-orders';

/** `GET api/orders/mine/download`: the buyer's own orders as the list filters them now (state tab, keyword, days), as .xlsx. */
export function exportMyOrders(filters: OrderFilters & { state: DisplayedOrderState | null }, target: ExportTarget): Promise<Blob> {
  const searchParams = { ...(filters.state ? { state: filters.state } : {}), ...filterParams(filters), ...target };
  return downloadBlob('api/orders/mine/download', { searchParams });
}
