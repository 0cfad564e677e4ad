/**
 * The buyer's shipment queries. A shipment written or cancelled changes the shipments, what can be shipped, the
 * buyer's stock page (`['stock', 'mine']`) and the orders it draws on (`['orders', 'mine']`): all are read again.
 */
export const shipmentKeys = {
  all: ['shipments'] as const,
  mine: (query: object) => [...shipmentKeys.all, 'mine', query] as const,
  stock: ['shipments', 'stock'] as const,
  stockOf: (skuId: number) => [...shipmentKeys.stock, skuId] as const,
  addresses: ['addresses'] as const,
};
export const RELATED_QUERY_ROOTS = [shipmentKeys.all, ['stock', 'mine'], ['orders', 'mine']] as const;
