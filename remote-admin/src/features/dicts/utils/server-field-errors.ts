import { isHTTPError } from 'ky';
import { errorBodySchema } from 'shared-contracts/api/common';
import { MessageKey } from 'shared-contracts/api/message-keys';

export type ServerFieldError = { path: string; message: string };

/** Keys the dictionary service answers for one field (uniqueness needs the database, not the schema). */
export const DICT_FIELD_OF_KEY: Readonly<Record<string, string>> = {
  [MessageKey.dictNameTaken]: 'name',
  [MessageKey.dictValueTaken]: 'value',
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
