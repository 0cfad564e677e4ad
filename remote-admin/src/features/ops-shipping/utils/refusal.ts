import { isHTTPError } from 'shared-contracts/http/is-http-error';
import { errorBodySchema } from 'shared-contracts/api/common';

/** A refused step's message key and the field it is about (from a 400's field list), or nothing without an answer. */
export function refusalOf(error: unknown): { key: string; path: string | null } | null {
  if (!isHTTPError(error)) return null;
  const body = errorBodySchema.safeParse(error.data);
  if (!body.success) return null;
  const first = body.data.errors?.find((e) => e.message !== body.data.message) ?? body.data.errors?.[0];
  return { key: first?.message ?? body.data.message, path: first?.path ?? null };
}

/** The value of a datetime-local input for `date` in the browser's zone (what the operator's clock shows). */
export function localInputValue(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}
