/** Query keys of the mall management pages; a write invalidates its area (`mallKeys.goods` and so on). */
export const mallKeys = {
  all: ['admin', 'mall'] as const,
  goods: ['admin', 'mall', 'goods'] as const,
  categories: ['admin', 'mall', 'categories'] as const,
  stores: ['admin', 'mall', 'stores'] as const,
  sourcing: ['admin', 'mall', 'sourcing'] as const,
  interests: ['admin', 'mall', 'interests'] as const,
  content: ['admin', 'mall', 'content'] as const,
};
