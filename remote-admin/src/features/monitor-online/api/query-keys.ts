/** Query keys of the online users page; a kick-out invalidates them all. */
export const onlineKeys = {
  all: ['monitor', 'online'] as const,
  list: (q: { page: number; size: number; filter: string }) => [...onlineKeys.all, 'list', q] as const,
};
