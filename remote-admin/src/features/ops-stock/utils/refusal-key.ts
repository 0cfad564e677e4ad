import { isHTTPError } from 'ky';
import { errorBodySchema } from 'shared-contracts/api/common';

/** The message key a refused request answered (e.g. mall.stockAboveOrdered); undefined for anything else. */
export function refusalKey(error: unknown): string | undefined {
  if (!isHTTPError(error)) return undefined;
  const body = errorBodySchema.safeParse(error.data);
  return body.success ? body.data.message : undefined;
}
