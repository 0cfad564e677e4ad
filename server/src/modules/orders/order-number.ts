/**
 * Order and payment numbers (docs/mall.md, "Order numbers"): a prefix + the day in Vietnam (UTC+7, where the
 * buyers are) + the row id zero-padded to 6 digits, e.g. `PO20261124000042`, `PAY20261125000007`. The id comes
 * from the table's sequence before the insert, so the number is unique by construction, readable on the phone,
 * and sorts by day.
 */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

function dailyNumber(prefix: string, id: number, at: Date): string {
  const day = new Date(at.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}${day}${String(id).padStart(6, '0')}`;
}

export const formatOrderNo = (id: number, placedAt: Date) => dailyNumber('PO', id, placedAt);
export const formatPaymentNo = (id: number, paidAt: Date) => dailyNumber('PAY', id, paidAt);
export const formatShipmentNo = (id: number, createdAt: Date) => dailyNumber('SH', id, createdAt);
export const formatStockBatchNo = (id: number, storedAt: Date) => dailyNumber('SB', id, storedAt);
export const formatRefundNo = (id: number, askedAt: Date) => dailyNumber('RF', id, askedAt);
