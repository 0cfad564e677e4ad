/**
 * Query keys of the System pages (users, roles, departments, jobs). They read each other's data (the users page
 * shows departments, roles and jobs), so every write invalidates `systemKeys.all`.
 */
export const systemKeys = {
  all: ['admin', 'system'] as const,
  depts: (q: { name: string; enabled: string }) => ['admin', 'system', 'depts', q] as const,
  roleOptions: ['admin', 'system', 'role-options'] as const,
  jobOptions: ['admin', 'system', 'job-options'] as const,
  users: (q: object) => ['admin', 'system', 'users', q] as const,
  roles: (q: object) => ['admin', 'system', 'roles', q] as const,
  jobs: (q: object) => ['admin', 'system', 'jobs', q] as const,
  menuTree: ['admin', 'system', 'menu-tree'] as const,
  ownLevel: ['admin', 'system', 'own-level'] as const,
};
