/** The staff order queries; an accept or refuse invalidates `opsOrderKeys.all` (queue, lists, counts, details). */
export const opsOrderKeys = {
  all: ['ops-orders'] as const,
  list: (query: object) => [...opsOrderKeys.all, 'list', query] as const,
  counts: (filters: object) => [...opsOrderKeys.all, 'counts', filters] as const,
  detail: (id: number) => [...opsOrderKeys.all, 'detail', id] as const,
};
