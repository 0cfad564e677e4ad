import type { ShipmentState } from 'shared-contracts/api/shipments';
import { downloadBlob } from 'shared-contracts/http/download';
import type { ExportTarget } from 'shared-contracts/react/export-button';

/** `GET api/shipments/mine/download`: the buyer's own shipments as the list filters them now (status tab, keyword), as .xlsx. */
export function exportMyShipments(q: { status: ShipmentState | null; keyword: string }, target: ExportTarget): Promise<Blob> {
  const searchParams = { ...(q.status ? { status: q.status } : {}), ...(q.keyword ? { keyword: q.keyword } : {}), ...target };
  return downloadBlob('api/shipments/mine/download', { searchParams });
}
