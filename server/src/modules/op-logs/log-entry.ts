import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operationLogs } from '../../db/schema';
import { storableText } from '../../db/storable-text';
import { HttpError } from '../../plugins/app/errors';
import { describeUserAgent } from '../online-users/user-agent';
import { boundedParams, redactUrl } from './redact';

export type LogRow = typeof operationLogs.$inferInsert;
/** A file of a multipart upload as the log keeps it: never its bytes. */
export type UploadedFile = { field: string; name: string; type: string; size: number };

/** The sign-in route: its log row names the username typed, as nobody is signed in yet. */
const SIGN_IN_ROUTE = '/auth/login';
/** Each text column's bound; every text a request carried goes through storableText (docs/monitoring.md). */
const MAX = { username: 64, route: 500, ip: 100, browser: 200, message: 1000, stack: 16_000 } as const;
/** A column's text made storable, or null. */
const column = (text: string | null | undefined, max: number): string | null => (text == null ? null : storableText(text, max));

function typedUsername(route: string, body: unknown): string | null {
  if (route !== SIGN_IN_ROUTE || !body || typeof body !== 'object') return null;
  const name = (body as { username?: unknown }).username;
  return typeof name === 'string' ? name.trim() : null;
}

function paramsOf(request: FastifyRequest, files: readonly UploadedFile[] | null): unknown {
  const params: Record<string, unknown> = {};
  const route = request.params as Record<string, unknown> | undefined;
  if (route && Object.keys(route).length) params.params = route;
  if (files) params.files = files;
  else if (request.body !== undefined && request.body !== null) params.body = request.body;
  return Object.keys(params).length ? boundedParams(params) : null;
}

/** How a request ended badly: the error it threw, and the message key its answer carried. */
export type Failure = { error: Error | null; answerKey: string | null };

/** What went wrong, in one line: the error's own message for a failure of ours, the answer's key for a refusal. */
function messageOf(status: number, { error, answerKey }: Failure): string | null {
  if (status < 400) return null;
  if (status >= 500 && error) return error.message;
  if (answerKey) return answerKey;
  if (error instanceof HttpError) return error.messageKey;
  return error ? error.message : null;
}

/**
 * The log row of a finished write request (docs/monitoring.md); 5xx answers are ERROR rows with the stack. Every
 * text column is storable whatever the request carried, so one hostile request cannot fail the batch it is written in.
 */
export function logRowOf(
  request: FastifyRequest, reply: FastifyReply, failure: Failure, files: readonly UploadedFile[] | null,
  owner: { userId: number; username: string } | null,
): LogRow {
  const status = reply.statusCode;
  const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
  const failed = status >= 500;
  const elapsed = reply.elapsedTime;
  return {
    logType: failed ? 'ERROR' : 'INFO',
    userId: owner?.userId ?? null,
    username: column(owner?.username ?? typedUsername(route, request.body), MAX.username),
    method: request.method,
    route: storableText(route, MAX.route),
    url: redactUrl(request.url),
    params: paramsOf(request, files),
    ip: column(request.ip, MAX.ip),
    browser: column(describeUserAgent(request.headers['user-agent']), MAX.browser),
    status,
    durationMs: Math.max(0, Math.round(elapsed)),
    errorMessage: column(messageOf(status, failure) ?? (failed ? `HTTP ${status}` : null), MAX.message),
    stack: failed ? column(failure.error?.stack, MAX.stack) : null,
    createdAt: new Date(Date.now() - elapsed),
  };
}
