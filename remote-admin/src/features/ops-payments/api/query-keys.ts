/** The staff payment queries; a decision invalidates `opsPaymentKeys.all` (the queue in every view). */
export const opsPaymentKeys = {
  all: ['ops-payments'] as const,
  list: (query: object) => [...opsPaymentKeys.all, 'list', query] as const,
};
