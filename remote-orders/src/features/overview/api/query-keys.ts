/**
 * The overview's query. It sits under `['orders', 'mine']`: the live stream invalidates `['orders']` on every change
 * of an order, payment, refund, shipment or stock batch (shared-contracts/live/query-invalidation.ts), and the
 * buyer's own order actions invalidate `orderKeys.mine`, so the overview follows both without a root of its own.
 */
export const overviewKeys = {
  mine: ['orders', 'mine', 'overview'] as const,
};
