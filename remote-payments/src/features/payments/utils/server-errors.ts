import { isHTTPError } from 'shared-contracts/http/is-http-error';
import { errorBodySchema } from 'shared-contracts/api/common';
import { FIELD_OF_KEY, formFieldOf, type BankTransferField } from './bank-transfer-form';

/** The message key of a refused request (`{status, message}`), if the server sent one. */
export function serverMessageKey(error: unknown): string | undefined {
  if (!isHTTPError(error)) return undefined;
  const body = errorBodySchema.safeParse(error.data);
  return body.success ? body.data.message : undefined;
}

/**
 * The field errors of a refused `POST api/payments/bank-transfer`: a 400's `errors: [{path, message}]`, or the one
 * field a known key is about (a voucher that is not the buyer's own, say). Anything else has been toasted.
 */
export function bankTransferFieldErrors(error: unknown): { field: BankTransferField; message: string }[] {
  if (!isHTTPError(error)) return [];
  const body = errorBodySchema.safeParse(error.data);
  if (!body.success) return [];
  const listed = (body.data.errors ?? []).flatMap(({ path, message }) => {
    const field = formFieldOf(path);
    return field ? [{ field, message }] : [];
  });
  if (listed.length > 0) return listed;
  const field = FIELD_OF_KEY[body.data.message];
  return field ? [{ field, message: body.data.message }] : [];
}
