/** The buyer's order queries; every order action invalidates `orderKeys.mine` (lists, counts and details). */
export const orderKeys = {
  mine: ['orders', 'mine'] as const,
  list: (query: object) => [...orderKeys.mine, 'list', query] as const,
  counts: (filters: object) => [...orderKeys.mine, 'counts', filters] as const,
  detail: (id: string) => [...orderKeys.mine, 'detail', id] as const,
};
