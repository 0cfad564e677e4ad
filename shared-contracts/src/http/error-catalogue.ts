import { isNetworkError, isTimeoutError } from 'ky';
import { isHTTPError } from './is-http-error';
import { logoutLocal } from 'shared-contracts/session/session-store';
import { markUnauthorizedLogout } from '../session/session-cookies';
import { ERROR_TOAST_MS, httpSettings, type NoticeMessage } from 'shared-contracts/http/http-config';

/** Client message ids of the catalogue (texts in i18n/messages-client-kit.ts). */
export const HttpMessage = {
  timeout: 'error.timeout',
  errorTitle: 'error.title',
  network: 'error.network',
  requestFailed: 'error.requestFailed',
} as const;

/** `context: { quiet: true }` on a request: no toast (the page shows the error itself); 401/403 still apply. */
export type HttpContext = { quiet?: boolean };

/** The server's `{status, message}` (api/common.ts); `msg` is accepted for bodies from older services. */
export function serverMessageOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { message, msg } = data as { message?: unknown; msg?: unknown };
  if (typeof message === 'string' && message !== '') return message;
  if (typeof msg === 'string' && msg !== '') return msg;
  return undefined;
}

export function translatedServerMessage(key: string): NoticeMessage {
  return { text: httpSettings().translateServerMessage(key) ?? key };
}

/**
 * SPEC §8 for one failed request. Runs as ky's beforeError hook, so every caller of the shared client
 * gets the same behaviour without try/catch; the error is still thrown to the caller afterwards.
 */
export function reportHttpError(error: Error, context: HttpContext): void {
  const { notify, onUnauthorized, onForbidden } = httpSettings();
  const toast = (message: NoticeMessage, title?: NoticeMessage) => {
    if (!context.quiet) notify('error', message, ERROR_TOAST_MS, title);
  };

  if (isTimeoutError(error)) return toast({ id: HttpMessage.timeout });
  if (isHTTPError(error)) {
    const { status } = error.response;
    if (status === 401) {
      logoutLocal();
      markUnauthorizedLogout();
      return onUnauthorized();
    }
    if (status === 403) return onForbidden();
    const key = serverMessageOf(error.data);
    return toast(key ? translatedServerMessage(key) : { id: HttpMessage.requestFailed, values: { status } });
  }
  // No response, so no status (SPEC §8 "no status"): the "Error"-titled toast.
  if (isNetworkError(error)) toast({ id: HttpMessage.network }, { id: HttpMessage.errorTitle });
  // Anything else is either a cancelled request (react-query dropping a query of an unmounted page), which is
  // not a failure, or a programming error that the caller's error state shows: no toast for either.
}
