import type { ShipmentState } from 'shared-contracts/api/shipments';
import { downloadBlob } from 'shared-contracts/http/download';
import type { ExportTarget } from 'shared-contracts/react/export-button';

/**
 * `GET api/shipments/queue/download` (shipment:list): the shipments of the status tab and keyword shown now, in the
 * queue's order and the staff member's data scope, as .xlsx.
 */
export function exportShippingQueue(q: { status: ShipmentState; keyword: string }, target: ExportTarget): Promise<Blob> {
  return downloadBlob('api/shipments/queue/download', { searchParams: { status: q.status, ...(q.keyword ? { keyword: q.keyword } : {}), ...target } });
}
