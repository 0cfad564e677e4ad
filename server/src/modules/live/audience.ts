import { LIVE_STAFF_CODES } from 'shared-contracts/api/live-events';
import type { DataScope } from '../data-scope/data-scope';
import type { LogRow } from './live-log';

/** What a stream knows of its reader, read when it opens (and again every few minutes). */
export type Reader = { userId: number; isAdmin: boolean; roles: readonly string[]; scope: DataScope };

/**
 * Whether a reader receives an event: a notification its recipient only; an entity's change the buyer it belongs
 * to, and staff holding one of the entity's codes whose data scope reaches that buyer (modules/data-scope: the
 * buyer's department, or the reader's own rows). A staff member who may not see a buyer hears nothing of them.
 */
export function receives(reader: Reader, event: LogRow): boolean {
  if (event.entity === 'notification') return event.userId === reader.userId;
  if (event.buyerId === reader.userId) return true;
  if (event.buyerId === null) return false;
  const codes = LIVE_STAFF_CODES[event.entity];
  if (!reader.isAdmin && !codes.some((code) => reader.roles.includes(code))) return false;
  const scope = reader.scope;
  if (scope.kind === 'all') return true;
  return event.buyerDeptId !== null && scope.deptIds.includes(event.buyerDeptId);
}
