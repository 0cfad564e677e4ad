/**
 * The stocking queries. Recording a batch or completing stocking invalidates `opsStockKeys.all` (the queue and the
 * order's stocking) and the order queries of the workbench (`OPS_ORDER_ROOT`: the drawer's full detail and timeline).
 */
export const opsStockKeys = {
  all: ['ops-stock'] as const,
  queue: (query: object) => [...opsStockKeys.all, 'queue', query] as const,
  order: (orderId: number) => [...opsStockKeys.all, 'order', orderId] as const,
};

export const OPS_ORDER_ROOT = ['ops-orders'] as const;
