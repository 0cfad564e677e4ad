/** React Query keys of the Deploy page; every registry write invalidates `all`. */
export const deployKeys = {
  all: ['deploy'] as const,
  remoteNames: (source: string) => [...deployKeys.all, 'remote-names', source] as const,
  versions: (remote: string) => [...deployKeys.all, 'versions', remote] as const,
  events: (remote: string) => [...deployKeys.all, 'events', remote] as const,
  roleNames: ['deploy-role-names'] as const,
};
