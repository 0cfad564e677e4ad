/**
 * Order numbers (docs/mall.md, "Order numbers"): `PO` + the placing day in Vietnam (UTC+7, where the buyers
 * are) + the order id zero-padded to 6 digits, e.g. `PO20261124000042`. The id comes from the table's sequence
 * before the insert, so the number is unique by construction, readable on the phone, and sorts by day.
 */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

export function formatOrderNo(id: number, placedAt: Date): string {
  const day = new Date(placedAt.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  return `PO${day}${String(id).padStart(6, '0')}`;
}
