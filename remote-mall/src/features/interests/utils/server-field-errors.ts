import { isHTTPError } from 'shared-contracts/http/is-http-error';
import { errorBodySchema } from 'shared-contracts/api/common';
import { MessageKey } from 'shared-contracts/api/message-keys';

export type ServerFieldError = { path: string; message: string };

/**
 * The field errors of a refused POST api/interests: a 400's `errors: [{path, message}]`, or the link-or-name
 * rule answered without a list (it is about the link field). Anything else has been toasted already.
 */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!isHTTPError(error)) return [];
  const body = errorBodySchema.safeParse(error.data);
  if (!body.success) return [];
  const listed = (body.data.errors ?? []).filter((e) => e.path !== '');
  if (listed.length > 0) return listed;
  return body.data.message === MessageKey.interestLinkOrName ? [{ path: 'link', message: body.data.message }] : [];
}
