/**
 * The buyer's refund queries. A request invalidates `refundKeys.all` and the order pages' queries (`ORDER_QUERY_ROOT`,
 * remote-orders' orders feature): the order's refund status and the line's stock change with it.
 */
export const refundKeys = {
  all: ['refunds'] as const,
  mine: (query: object) => [...refundKeys.all, 'mine', query] as const,
  detail: (id: string) => [...refundKeys.all, 'detail', id] as const,
  refundable: (target: object) => [...refundKeys.all, 'refundable', target] as const,
};

export const ORDER_QUERY_ROOT = ['orders'] as const;
