/** Query keys of the dictionary page; every write invalidates `dictKeys.all` (both panes). */
export const dictKeys = {
  all: ['admin', 'dicts'] as const,
  list: (q: { page: number; size: number; blurry: string }) => [...dictKeys.all, 'list', q] as const,
  details: (q: { dictName: string; page: number; size: number; label: string }) => [...dictKeys.all, 'details', q] as const,
};
