/**
 * What the host plugs into the shared client (ARCHITECTURE §6). The client lives in shared-contracts and
 * must not import the host, so routing, toasts and translation reach it as handlers installed at start-up.
 */

/** A toast text: a client message id (i18n/messages-client-kit.ts) or text that is already translated. */
export type NoticeMessage = { id: string; values?: Record<string, string | number> } | { text: string };
export type NoticeKind = 'error';

export type HttpHandlers = {
  /** After a 401 the session is already cleared; the host routes to '/' (SPEC §8). */
  onUnauthorized: () => void;
  /** The host routes to '/401' (SPEC §8). */
  onForbidden: () => void;
  /** Shows a toast; `title` is given only for the "Error"-titled toast of a request without a status. */
  notify: (kind: NoticeKind, message: NoticeMessage, durationMs: number, title?: NoticeMessage) => void;
  /** Translates a server message key (react-intl, then the mall dictionary); undefined when it has none. */
  translateServerMessage: (key: string) => string | undefined;
};

export type HttpSettings = HttpHandlers & {
  /** Prepended to every request path (SPEC §7 base path '/'); absolute in tests and off-origin set-ups. */
  prefix: string;
  /** SPEC §7: 1,200,000 ms unless settings say otherwise; a request's own `timeout` option still wins. */
  timeoutMs: number;
};

/** SPEC §8 / §9: error toasts stay 5 seconds. */
export const ERROR_TOAST_MS = 5000;
export const DEFAULT_TIMEOUT_MS = 1_200_000;

const defaults: HttpSettings = {
  prefix: '/',
  timeoutMs: DEFAULT_TIMEOUT_MS,
  onUnauthorized: () => {},
  onForbidden: () => {},
  // Until the host installs its toaster, errors are at least visible in the console rather than lost.
  notify: (_kind, message) => console.error('[http]', message),
  translateServerMessage: () => undefined,
};

let settings: HttpSettings = { ...defaults };

/** Called once by the host at start-up (and by tests); later calls replace only the fields given. */
export function configureHttp(config: Partial<HttpSettings>): void {
  settings = { ...settings, ...config };
}

export function resetHttpConfig(): void {
  settings = { ...defaults };
}

export function httpSettings(): Readonly<HttpSettings> {
  return settings;
}
