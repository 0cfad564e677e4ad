/**
 * Query keys of the menu management page. Every key starts with `menuKeys.all`, so one invalidation after a
 * write refreshes the tree table, the search results and the parent picker together.
 */
export const menuKeys = {
  all: ['admin', 'menus'] as const,
  children: (pid: number) => [...menuKeys.all, 'children', pid] as const,
  search: (blurry: string) => [...menuKeys.all, 'search', blurry] as const,
  parentTree: () => [...menuKeys.all, 'parent-tree'] as const,
};
