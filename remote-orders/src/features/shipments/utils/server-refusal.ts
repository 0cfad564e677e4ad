import { isHTTPError } from 'shared-contracts/http/is-http-error';
import { errorBodySchema } from 'shared-contracts/api/common';
import { importRefusalSchema, type ImportProblem } from 'shared-contracts/api/shipments';

/** The message key of a refused request (`{status, message}`), if the server sent one. */
export function refusalKey(error: unknown): string | undefined {
  if (!isHTTPError(error)) return undefined;
  const body = errorBodySchema.safeParse(error.data);
  return body.success ? body.data.message : undefined;
}

/** The field errors a 400 listed (`errors: [{path, message}]`). */
export function refusalFieldErrors(error: unknown): { path: string; message: string }[] {
  if (!isHTTPError(error)) return [];
  const body = errorBodySchema.safeParse(error.data);
  return body.success ? body.data.errors ?? [] : [];
}

/** The bad rows of a refused import, when the refusal is about rows (400 mall.importRowsInvalid). */
export function importProblems(error: unknown): ImportProblem[] | null {
  if (!isHTTPError(error)) return null;
  const body = importRefusalSchema.safeParse(error.data);
  return body.success ? body.data.problems : null;
}
