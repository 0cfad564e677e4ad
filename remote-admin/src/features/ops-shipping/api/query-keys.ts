/** The shipping queue's queries; shipping or delivering reads them again. */
export const opsShippingKeys = {
  all: ['ops', 'shipments'] as const,
  list: (query: object) => [...opsShippingKeys.all, 'list', query] as const,
};
