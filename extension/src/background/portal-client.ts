/**
 * The extension's calls to its portal: only to the connected portal's origin, with the token in the contract's
 * header, the answers checked with the contract's schemas. Any failure is a message key (the server's own, or the
 * extension's for a network failure), never an exception the caller must decode.
 */
import {
  COLLECT_TOKEN_HEADER, collectSendResultSchema, collectSendSchema, collectSessionSchema, type CollectSend,
  type CollectSendResult, type CollectSession,
} from 'shared-contracts/api/collect-extension';
import { errorBodySchema } from 'shared-contracts/api/common';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { z } from 'zod';
import { LOCAL_FAILURES, type Failure } from '../shared/protocol';

export type Connection = { portal: string; token: string };
type Answer<T> = { ok: true; value: T } | Failure;

async function call<T>(connection: Connection, path: string, schema: z.ZodType<T>, init: RequestInit = {}): Promise<Answer<T>> {
  const url = new URL(path, connection.portal);
  // The one address: a path that would leave the portal's origin is never fetched.
  if (url.origin !== connection.portal) return { ok: false, status: 0, key: LOCAL_FAILURES.network };
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { ...init.headers, [COLLECT_TOKEN_HEADER]: connection.token, accept: 'application/json' },
      credentials: 'omit', // the portal's session cookie is not the extension's to use
      cache: 'no-store',
    });
  } catch {
    return { ok: false, status: 0, key: LOCAL_FAILURES.network };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = errorBodySchema.safeParse(body);
    const key = error.success ? error.data.message : response.status === 401 ? MessageKey.collectTokenInvalid : MessageKey.badRequest;
    return { ok: false, status: response.status, key };
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, status: response.status, key: MessageKey.badRequest };
}

export function fetchSession(connection: Connection): Promise<Answer<CollectSession>> {
  return call(connection, '/api/collect/extension/session', collectSessionSchema);
}

export function sendItem(connection: Connection, payload: CollectSend): Promise<Answer<CollectSendResult>> {
  // Checked here, where the request leaves the browser: an item the page gave in a shape the portal would refuse
  // (a title of control characters, a 70-character value) is a page not read, said so before anything is sent.
  const request = collectSendSchema.safeParse(payload);
  if (!request.success) return Promise.resolve({ ok: false, status: 0, key: LOCAL_FAILURES.itemInvalid });
  return call(connection, '/api/collect/extension/send', collectSendResultSchema, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request.data),
  });
}
