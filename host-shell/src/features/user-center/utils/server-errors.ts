import { isHTTPError } from 'shared-contracts/http/is-http-error';
import { errorBodySchema } from 'shared-contracts/api/common';

/** What a failed call means for a form: errors of its fields, or one message for the whole form. */
export type FormFailure = { fields: Array<{ field: string; message: string }>; message: string | null };

/** Message id of the form-level text when nothing better is known (no answer, an unreadable answer). */
export const GENERIC_FAILURE = 'userCenter.error.generic';

/**
 * Turns an error of the shared ky client into field and form errors. The server answers message keys
 * (`{status, message, errors?}`); `fieldOf` says which of the form's fields a key belongs to (for example
 * `user.oldPasswordWrong` → the current-password field), and validation errors carry their own paths.
 */
export function formFailureOf(error: unknown, fieldOf: Readonly<Record<string, string>>, fieldNames: readonly string[]): FormFailure {
  if (!isHTTPError(error)) return { fields: [], message: GENERIC_FAILURE };
  const body = errorBodySchema.safeParse(error.data);
  if (!body.success) return { fields: [], message: GENERIC_FAILURE };
  const fields = (body.data.errors ?? [])
    .filter((e) => fieldNames.includes(e.path))
    .map((e) => ({ field: e.path, message: e.message }));
  const field = Object.hasOwn(fieldOf, body.data.message) ? fieldOf[body.data.message] : undefined;
  if (field) return { fields: [...fields, { field, message: body.data.message }], message: null };
  return { fields, message: fields.length ? null : body.data.message };
}
