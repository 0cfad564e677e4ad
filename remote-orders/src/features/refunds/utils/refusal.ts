import { isHTTPError } from 'shared-contracts/http/is-http-error';
import { errorBodySchema } from 'shared-contracts/api/common';
import { formFieldOf, type RefundFormField } from './refund-form';

/** What a refused request says: its field errors (each on its field) and its message key (for the rest). */
export function refusalOf(error: unknown): { key: string | undefined; fields: { field: RefundFormField; message: string }[] } {
  if (!isHTTPError(error)) return { key: undefined, fields: [] };
  const body = errorBodySchema.safeParse(error.data);
  if (!body.success) return { key: undefined, fields: [] };
  const fields = (body.data.errors ?? []).flatMap(({ path, message }) => {
    const field = formFieldOf(path);
    return field ? [{ field, message }] : [];
  });
  return { key: body.data.message, fields };
}
