import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { DICT_FIELD_OF_KEY, serverFieldErrors } from '../utils/server-field-errors';

/**
 * Puts a refused write's field errors on the form fields among `fields`; errors about anything else stay
 * in the toast the shared client has already shown.
 */
export function applyServerErrors<V extends FieldValues>(
  error: unknown,
  fields: readonly Path<V>[],
  setError: UseFormSetError<V>,
): void {
  for (const { path, message } of serverFieldErrors(error, DICT_FIELD_OF_KEY)) {
    const field = fields.find((f) => f === path);
    if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
  }
}
