/**
 * What the content script and the options page ask the service worker (chrome.runtime messages). The service worker
 * alone holds the token and talks to the portal; what it answers never holds the token.
 */
import type { CollectSend, CollectSendResult, CollectSession } from 'shared-contracts/api/collect-extension';
import type { Locale } from 'shared-contracts/i18n/locale';

export type Request =
  | { type: 'status' }
  | { type: 'connect'; code: string }
  | { type: 'disconnect' }
  | { type: 'send'; payload: CollectSend }
  | { type: 'openOptions' };

export type Status = { connected: false } | { connected: true; portal: string; session: CollectSession };

/** A failure: a server message key (`mall.collectTokenInvalid`), or one of the extension's own. */
export type Failure = { ok: false; status: number; key: string };
export type ConnectAnswer = { ok: true; portal: string; session: CollectSession } | Failure;
export type SendAnswer = { ok: true; result: CollectSendResult; link: string } | Failure;

/** The extension's own failure keys (shared/messages.ts has their texts). */
export const LOCAL_FAILURES = { network: 'extension.network', permission: 'extension.permission', codeInvalid: 'extension.codeInvalid', notConnected: 'extension.notConnected', itemInvalid: 'extension.itemInvalid' } as const;

export type { Locale };
