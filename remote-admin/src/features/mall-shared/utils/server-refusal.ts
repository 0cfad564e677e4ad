import { isHTTPError } from 'shared-contracts/http/is-http-error';
import { errorBodySchema } from 'shared-contracts/api/common';

/**
 * The message key of a refused write (e.g. mall.categoryHasChildren), so a dialog can say why in place; the
 * shared client has already toasted it too. Undefined for anything that is not a server answer.
 */
export function refusalKey(error: unknown): string | undefined {
  if (!isHTTPError(error)) return undefined;
  const body = errorBodySchema.safeParse(error.data);
  return body.success ? body.data.message : undefined;
}
