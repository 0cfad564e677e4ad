import { isHTTPError } from 'shared-contracts/http/is-http-error';
import { errorBodySchema } from 'shared-contracts/api/common';

/**
 * The message key a refused request answered (e.g. mall.orderStateConflict), the key of an error on one of
 * `fields` first (a 400's field list); undefined for anything that is not a server answer.
 */
export function refusalKey(error: unknown, fields: readonly string[] = []): string | undefined {
  if (!isHTTPError(error)) return undefined;
  const body = errorBodySchema.safeParse(error.data);
  if (!body.success) return undefined;
  return body.data.errors?.find((e) => fields.includes(e.path))?.message ?? body.data.message;
}
