/** React Query keys of the scheduled tasks page; every action invalidates `all`. */
export const taskKeys = {
  all: ['scheduled-tasks'] as const,
  list: () => [...taskKeys.all, 'list'] as const,
  runs: (name: string, page: number, size: number) => [...taskKeys.all, 'runs', name, page, size] as const,
};
