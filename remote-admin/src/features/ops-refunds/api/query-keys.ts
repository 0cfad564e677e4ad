/** The staff refund queries; a decision invalidates `opsRefundKeys.all` (the queue in every tab and the counts). */
export const opsRefundKeys = {
  all: ['ops-refunds'] as const,
  list: (query: object) => [...opsRefundKeys.all, 'list', query] as const,
  counts: (keyword: string) => [...opsRefundKeys.all, 'counts', keyword] as const,
};
