import type { AdminUser } from 'shared-contracts/api/admin-users';
import { ADMIN_ROLE } from 'shared-contracts/permission';

/** A user's rank as the server counts it (server/src/modules/roles/levels.ts): administrators 0, no role below all. */
export function userRank(user: Pick<AdminUser, 'isAdmin' | 'roles'>): number {
  if (user.isAdmin) return 0;
  const ranks = user.roles.map((r) => (r.name === ADMIN_ROLE ? 0 : r.level));
  return ranks.length ? Math.min(...ranks) : Number.POSITIVE_INFINITY;
}

export type UserReach = {
  /** Edit the profile, roles, department and jobs. */
  edit: boolean;
  /** Disable, delete or reset the password: never one's own account; disable and delete never the built-in administrator. */
  switchOff: boolean;
  remove: boolean;
  resetPassword: boolean;
};

/** What the reader may do to a user; the server decides again, this only keeps refused buttons off the page. */
export function reachOf(user: AdminUser, selfId: number | undefined, ownLevel: number | undefined): UserReach {
  const withinLevel = ownLevel !== undefined && userRank(user) >= ownLevel;
  const self = user.id === selfId;
  return {
    edit: withinLevel,
    switchOff: withinLevel && !self && !user.isAdmin,
    remove: withinLevel && !self && !user.isAdmin,
    resetPassword: withinLevel && !self,
  };
}
