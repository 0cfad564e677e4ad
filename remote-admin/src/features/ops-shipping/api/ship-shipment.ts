import { deliverShipmentSchema, shipShipmentSchema, staffShipmentSchema, type StaffShipment } from 'shared-contracts/api/shipments';
import { postJson } from 'shared-contracts/http/client';
import { useQueueWrite } from '../../ops-shared/api/use-queue-write';
import { opsShippingKeys } from './query-keys';

export type ShippingStep =
  | { id: number; step: 'ship'; logisticsCompany: string; trackingNo: string }
  | { id: number; step: 'deliver'; deliveredAt: string | null };

/**
 * `POST api/shipments/{id}/ship` (carrier and tracking number) or `…/deliver` (delivery time, now when absent), both
 * shipment:edit. Quiet: the dialog shows a refusal (400 on a field, 409 mall.shipmentStateConflict) in place.
 */
export function takeShippingStep(step: ShippingStep): Promise<StaffShipment> {
  const quiet = { context: { quiet: true } };
  if (step.step === 'ship') {
    const body = shipShipmentSchema.parse({ logisticsCompany: step.logisticsCompany, trackingNo: step.trackingNo });
    return postJson(staffShipmentSchema, `api/shipments/${step.id}/ship`, body, quiet);
  }
  return postJson(staffShipmentSchema, `api/shipments/${step.id}/deliver`, deliverShipmentSchema.parse({ deliveredAt: step.deliveredAt }), quiet);
}

/** After a step, and after a conflict (another operator was first), the queue is read again. */
export const useShippingStep = () => useQueueWrite(takeShippingStep, opsShippingKeys.all);
