/** Query keys of the storage page: every write invalidates `storageKeys.all`. */
export const storageKeys = {
  all: ['admin', 'tools', 'storage'] as const,
  files: (q: object) => ['admin', 'tools', 'storage', 'files', q] as const,
};
