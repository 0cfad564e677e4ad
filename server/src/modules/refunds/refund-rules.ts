import type { PictureFolder } from '../../plugins/app/owned-pictures';
import type { orderLines, orders } from '../../db/schema';

type LineRow = typeof orderLines.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** Refund pictures: the buyer's own, served to them and to staff who may see refunds (refund:list). */
export const REFUND_PICTURES: PictureFolder = { folder: 'refunds', route: '/api/refunds/files', readPermission: 'refund:list' };

/** Shipments whose goods have left the warehouse: the only ones an after-sales request may be made on. */
const SENT_SHIPMENT_STATES: readonly string[] = ['shipping', 'delivered'];

/**
 * A shipment open to after-sales: sent, and its receipt not confirmed by the buyer (confirming a shipment ends
 * after-sales on it, as confirming an order does on the order: docs/orders.md "Partial shipments").
 */
export const shipmentOpenToRefund = (shipment: { status: string; receivedAt: Date | null }) =>
  SENT_SHIPMENT_STATES.includes(shipment.status) && shipment.receivedAt === null;

/** What an order line's stock still holds for the buyer (ARCHITECTURE §5): taken less shipped, frozen and refunded. */
export const availableOf = (line: Pick<LineRow, 'takenQty' | 'shippedQty' | 'frozenQty' | 'refundedQty'>) =>
  line.takenQty - line.shippedQty - line.frozenQty - line.refundedQty;

/** The operator's starting point: the goods' price for the quantity (fen). */
export const suggestedAmount = (unitPrice: number, quantity: number) => unitPrice * quantity;

/**
 * The most an approval may refund (docs/orders.md "Refunds"): what was paid for those units, which is their goods
 * price (the final payment covers the goods of the taken quantity in full, the deposit credited; fees and tax are
 * per order and package, not per unit), and never more than the order still holds of what it was paid.
 */
export function maxRefundAmount(unitPrice: number, quantity: number, order: Pick<OrderRow, 'paidAmount' | 'refundTotal'>): number {
  return Math.max(0, Math.min(suggestedAmount(unitPrice, quantity), order.paidAmount - order.refundTotal));
}
