/** What a refund is asked on: an order line's stock, or a shipment's goods of an order line. */
export type RefundTarget = { orderId: number; lineId: number } | { shipmentId: number; lineId: number };
/** Whose lines the dialog's bounds come from: an order or a shipment. */
export type RefundableOf = { orderId: number } | { shipmentId: number };

export const ownerOf = (target: RefundTarget): RefundableOf =>
  ('orderId' in target ? { orderId: target.orderId } : { shipmentId: target.shipmentId });
