import { isHTTPError } from 'shared-contracts/http/is-http-error';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorBodySchema } from 'shared-contracts/api/common';

export type ServerFieldError = { path: string; message: string };

/**
 * Message keys a service answers for one field without an `errors` list: rules that need the database
 * (uniqueness, the menu tree), thrown by the service rather than by schema validation.
 */
export type FieldOfKey = Readonly<Record<string, string>>;

/**
 * The field errors of a failed write: a 400's `errors: [{path, message}]`, or the one field a known key is
 * about. Anything else gives none; the shared client has already toasted it.
 */
export function serverFieldErrors(error: unknown, fieldOfKey: FieldOfKey): ServerFieldError[] {
  if (!isHTTPError(error)) return [];
  const body = errorBodySchema.safeParse(error.data);
  if (!body.success) return [];
  const listed = (body.data.errors ?? []).filter((e) => e.path !== '');
  if (listed.length > 0) return listed;
  const field = fieldOfKey[body.data.message];
  return field ? [{ path: field, message: body.data.message }] : [];
}

/**
 * The form's submit handler: after the resolver's checks, `save` sends the request. A refused write puts its
 * field errors on the form fields among `fields`; errors about anything else stay in the toast the shared
 * client has already shown.
 */
export function handleSubmitWithServerErrors<V extends FieldValues, R>(
  form: UseFormReturn<V, unknown, R>,
  save: (body: R) => Promise<void>,
  fieldOfKey: FieldOfKey,
  fields: readonly Path<V>[],
) {
  return form.handleSubmit(async (body) => {
    try {
      await save(body);
    } catch (error) {
      for (const { path, message } of serverFieldErrors(error, fieldOfKey)) {
        const field = fields.find((f) => f === path);
        if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true });
      }
    }
  });
}
