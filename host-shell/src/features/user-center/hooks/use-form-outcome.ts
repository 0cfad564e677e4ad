import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { formFailureOf } from '../utils/server-errors';

export type Outcome = { kind: 'success'; id: string } | { kind: 'error'; id: string } | null;

/**
 * The form-level result line of a personal-centre form: a success text after saving, or the server's
 * reason when it belongs to no field (field reasons go under their fields through setError).
 */
export function useFormOutcome<T extends FieldValues>(setError: UseFormSetError<T>, fieldOf: Readonly<Record<string, Path<T>>>, fieldNames: readonly Path<T>[]) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const fail = useCallback((error: unknown) => {
    const failure = formFailureOf(error, fieldOf, fieldNames);
    for (const { field, message } of failure.fields) setError(field as Path<T>, { type: 'server', message }, { shouldFocus: true });
    setOutcome(failure.message ? { kind: 'error', id: failure.message } : null);
  }, [fieldOf, fieldNames, setError]);
  const succeed = useCallback((id: string) => setOutcome({ kind: 'success', id }), []);
  const clear = useCallback(() => setOutcome(null), []);
  return { outcome, fail, succeed, clear };
}
