/** The buyer's stock queries; the order pages' (`['orders', 'mine', …]`) are read again on their own. */
export const stockKeys = {
  all: ['stock', 'mine'] as const,
  page: (page: number, size: number) => [...stockKeys.all, 'page', page, size] as const,
  batches: (skuId: number, page: number, size: number) => [...stockKeys.all, 'batches', skuId, page, size] as const,
};
