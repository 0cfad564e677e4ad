import { downloadBlob } from 'shared-contracts/http/download';
import type { ExportTarget } from 'shared-contracts/react/export-button';
import { stockQueueFilterParams, type StockQueueFilters } from './get-stock-queue';

/**
 * `GET api/stock/queue/download` (order:stock): the stocking queue as the page filters it now (all or the late ones,
 * the keyword), most urgent first and in the staff member's data scope, one row per order, as .xlsx.
 */
export function exportStockQueue(filters: StockQueueFilters, target: ExportTarget): Promise<Blob> {
  return downloadBlob('api/stock/queue/download', { searchParams: { ...stockQueueFilterParams(filters), ...target } });
}
