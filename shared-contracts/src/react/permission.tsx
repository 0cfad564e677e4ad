import type { ReactNode } from 'react';
import { checkPermission } from '../permission';
import { rolesAtom } from 'shared-contracts/session/session-store';
import { useSessionValue } from './use-session';

/**
 * Whether the signed-in user holds any of `value` (SPEC §6); re-renders when the session's roles change.
 * Throws the usage error when `value` is not an array, as the v-permission directive did.
 */
export function usePermission(value: readonly string[]): boolean {
  const roles = useSessionValue(rolesAtom);
  return checkPermission(roles, value);
}

export type PermissionProps = {
  value: readonly string[];
  children?: ReactNode;
  /** Rendered instead of the children when the check fails; nothing by default (the element is removed). */
  fallback?: ReactNode;
};

/** `<Permission value={['menu:add']}>…</Permission>`: the React form of the v-permission directive. */
export function Permission({ value, children, fallback = null }: PermissionProps) {
  return <>{usePermission(value) ? children : fallback}</>;
}
