import { isHTTPError } from 'ky';
import { errorBodySchema } from 'shared-contracts/api/common';

/** The message key of a refused review (a field error's key first), or undefined when there is no server answer. */
export function refusalKey(error: unknown): string | undefined {
  if (!isHTTPError(error)) return undefined;
  const body = errorBodySchema.safeParse(error.data);
  if (!body.success) return undefined;
  return body.data.errors?.find((e) => e.path === 'amount' || e.path === 'opinion')?.message ?? body.data.message;
}
