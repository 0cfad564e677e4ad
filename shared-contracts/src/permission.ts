/**
 * SPEC §6 permission check, shared by the `<Permission>` component, `usePermission` and plain code.
 * `roles` is the session's list (role names and permission codes, ARCHITECTURE §4).
 */

/** The role that passes every permission check (ARCHITECTURE §4: "`admin` passes everything"). */
export const ADMIN_ROLE = 'admin';

export const PERMISSION_USAGE_ERROR =
  "Permission check needs an array of roles or permission codes, e.g. value={['admin', 'menu:add']}";

/**
 * Passes when the user holds any listed role. An empty list fails for everyone, admin included: a
 * list emptied by mistake must hide the element, not show it to the most powerful account.
 * Anything but an array is a programming error and throws, as the v-permission directive did.
 */
export function checkPermission(roles: readonly string[], value: unknown): boolean {
  if (!Array.isArray(value)) throw new Error(PERMISSION_USAGE_ERROR);
  if (value.length === 0) return false;
  if (roles.includes(ADMIN_ROLE)) return true;
  return value.some((required) => typeof required === 'string' && roles.includes(required));
}
