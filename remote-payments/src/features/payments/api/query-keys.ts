/**
 * The payment pages' queries. Paying invalidates `paymentKeys.all` (the order being paid, what is due, the
 * buyer's payment lists); the order pages' own queries (remote-orders) start with `ORDER_QUERY_ROOT`.
 */
export const paymentKeys = {
  all: ['payments'] as const,
  order: (orderId: number) => [...paymentKeys.all, 'order', orderId] as const,
  due: (orderId: number) => [...paymentKeys.all, 'due', orderId] as const,
  mine: (query: object) => [...paymentKeys.all, 'mine', query] as const,
};

/** The shared QueryClient's order queries (`['orders', 'mine', …]` in remote-orders): read again after paying. */
export const ORDER_QUERY_ROOT = ['orders'] as const;
