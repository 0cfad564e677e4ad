/** React Query keys of the backups page; every write invalidates `all`. */
export const backupKeys = {
  all: ['database-backups'] as const,
  page: (page: number, size: number) => [...backupKeys.all, 'page', page, size] as const,
  detail: (id: number) => [...backupKeys.all, 'detail', id] as const,
};
