import { useCallback } from 'react';
import { actionsFor, type OrderPosition } from 'shared-contracts/mall/order-state';
import { checkPermission } from 'shared-contracts/permission';
import { useSessionValue } from 'shared-contracts/react/use-session';
import { rolesAtom } from 'shared-contracts/session/session-store';
import type { StaffAction } from '../api/take-staff-action';

const STAFF_ACTIONS: readonly StaffAction[] = ['accept', 'refuse'];

/**
 * Which of accept and refuse to draw for an order: the state machine's answer for staff holding the signed-in
 * user's permission codes (`order:accept`), the same question the server asks before the step.
 */
export function useStaffActions(): (order: OrderPosition) => StaffAction[] {
  const roles = useSessionValue(rolesAtom);
  return useCallback((order) => {
    const allowed = actionsFor(order, 'staff', (code) => checkPermission(roles, [code]));
    return STAFF_ACTIONS.filter((action) => allowed.includes(action));
  }, [roles]);
}
