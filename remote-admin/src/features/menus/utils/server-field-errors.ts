import { isHTTPError } from 'ky';
import { errorBodySchema } from 'shared-contracts/api/common';
import { MessageKey } from 'shared-contracts/api/message-keys';

export type ServerFieldError = { path: string; message: string };

/**
 * Keys the server answers for one field without an `errors` list: rules that need the database
 * (uniqueness, the tree), thrown by the menu service rather than by schema validation.
 */
export const MENU_FIELD_OF_KEY: Readonly<Record<string, string>> = {
  [MessageKey.menuPathTaken]: 'path',
  [MessageKey.menuComponentNameTaken]: 'componentName',
  [MessageKey.menuCycle]: 'pid',
  [MessageKey.menuParentInvalid]: 'pid',
  [MessageKey.menuHasChildren]: 'type',
};

/**
 * The field errors of a failed write: a 400's `errors: [{path, message}]`, or the one field a known key is
 * about. Anything else gives none; the shared client has already toasted it.
 */
export function serverFieldErrors(error: unknown, fieldOfKey: Readonly<Record<string, string>>): ServerFieldError[] {
  if (!isHTTPError(error)) return [];
  const body = errorBodySchema.safeParse(error.data);
  if (!body.success) return [];
  const listed = (body.data.errors ?? []).filter((e) => e.path !== '');
  if (listed.length > 0) return listed;
  const field = fieldOfKey[body.data.message];
  return field ? [{ path: field, message: body.data.message }] : [];
}
