import { isTimeoutError } from 'ky';
import { isHTTPError } from 'shared-contracts/http/is-http-error';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { HttpMessage } from 'shared-contracts/http/client';
import { serverMessageOf } from 'shared-contracts/http/error-catalogue';

/**
 * What a failed form request says, for forms that show errors beside their fields (quiet requests):
 * the server's message key, or a client kit message id when there was no answer.
 */
export type RequestProblem = { serverKey: string } | { messageId: string };

export function requestProblemOf(error: unknown): RequestProblem {
  if (isHTTPError(error)) return { serverKey: serverMessageOf(error.data) ?? MessageKey.badRequest };
  if (isTimeoutError(error)) return { messageId: HttpMessage.timeout };
  return { messageId: HttpMessage.network };
}

/** The server's field errors of a failed validation (`errors` of api/common.ts errorBodySchema). */
export function fieldProblemsOf(error: unknown): Array<{ path: string; message: string }> {
  if (!isHTTPError(error) || typeof error.data !== 'object' || error.data === null) return [];
  const { errors } = error.data as { errors?: unknown };
  if (!Array.isArray(errors)) return [];
  return errors.filter((e): e is { path: string; message: string } =>
    typeof e === 'object' && e !== null && typeof e.path === 'string' && typeof e.message === 'string');
}

/** Seconds a 429 answer asks to wait (`retry-after`), if it says. */
export function retryAfterSecondsOf(error: unknown): number | undefined {
  if (!isHTTPError(error)) return undefined;
  const seconds = Number(error.response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}
