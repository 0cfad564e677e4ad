import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { OperationLogHealth } from 'shared-contracts/api/server-monitor';
import { operationLogs } from '../../db/schema';
import { LogBuffer } from '../../modules/op-logs/log-buffer';
import { hashToken } from '../../modules/auth/tokens';
import { logRowOf, type LogRow, type UploadedFile } from '../../modules/op-logs/log-entry';
import { tokenOwner } from '../../modules/op-logs/repository';
import { isRowRefusal } from '../../modules/op-logs/row-refusal';
import { errorKindOf } from '../../modules/server-monitor/database-probe';
import { bearerOf } from './auth-guard';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public report a browser sends about itself (CSP violations, remote load failures): it changes nothing an
     * operator did, so it is neither an operation-log row nor a reason to drop the cached principals.
     */
    browserReport?: boolean;
  }
  interface FastifyInstance {
    operationLog: {
      /** Writes the waiting log rows now; tests call it before reading `sys_log`. */
      flush: () => Promise<void>;
      /** Rows waiting and rows lost in this process, for the server monitor. */
      health: () => OperationLogHealth;
    };
  }
  interface FastifyRequest {
    opLogError: Error | null;
    /** The message key a refused write was answered with (`{status, message}`), for its log row. */
    opLogAnswerKey: string | null;
    opLogFiles: Array<{ fieldname: string; filename: string; mimetype: string; file: { bytesRead?: number } }> | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const LOG_FLUSH_MS = 500;
export const LOG_BATCH = 200;

type Part = { type?: string; fieldname: string; filename: string; mimetype: string; file: { bytesRead?: number } };
type PartsIterator = (...args: unknown[]) => AsyncIterableIterator<unknown>;

/**
 * Remembers the file parts a multipart route reads (readSingleFile walks `request.parts()`), so the log lists each
 * file's name, type and size — busboy counts the bytes as the route reads them — and never the bytes themselves.
 */
function watchParts(request: FastifyRequest): void {
  const seen: NonNullable<FastifyRequest['opLogFiles']> = [];
  request.opLogFiles = seen;
  const parts = (request as unknown as { parts?: PartsIterator }).parts;
  if (typeof parts !== 'function') return;
  (request as unknown as { parts: PartsIterator }).parts = async function* watched(...args: unknown[]) {
    for await (const part of parts.apply(request, args)) {
      const p = part as Part;
      if (p.type === 'file') seen.push(p);
      yield part;
    }
  };
}

/**
 * Who sent the request: the signed-in user (on a protected route the auth guard sets it before the body is read,
 * so refusals of the body name the user too), or — where no principal was set: a public route, a token refused as
 * expired or revoked — the owner of the token it carried, looked up after the answer has left.
 */
async function ownerOf(request: FastifyRequest): Promise<{ userId: number; username: string } | null> {
  if (request.principal) return { userId: request.principal.userId, username: request.principal.username };
  const token = bearerOf(request);
  if (!token) return null;
  try {
    const row = await tokenOwner(request.server.db, hashToken(token));
    return row ? { userId: row.user_id, username: row.username } : null;
  } catch {
    // The row is worth more than its author: keep it anonymous rather than lose it.
    return null;
  }
}

/** The `message` of an error answer (errors.ts sends `{status, message}` as JSON text). */
function answerKeyOf(payload: unknown): string | null {
  if (typeof payload !== 'string' || payload.length > 10_000) return null;
  try {
    const message = (JSON.parse(payload) as { message?: unknown }).message;
    return typeof message === 'string' ? message : null;
  } catch {
    return null;
  }
}

/** What the process's log says of a lost row: enough to find the request, nothing of what it carried. */
const lostRowOf = (row: LogRow) => ({ method: row.method, route: row.route, status: row.status, userId: row.userId, createdAt: row.createdAt });
const LOST_ROWS_LOGGED = 20;

const filesOf = (request: FastifyRequest): UploadedFile[] | null =>
  request.opLogFiles?.map((p) => ({ field: p.fieldname, name: p.filename, type: p.mimetype, size: p.file.bytesRead ?? 0 })) ?? null;

/**
 * The operation log (docs/monitoring.md): every write request (POST, PUT, PATCH, DELETE) to a route becomes a
 * `sys_log` row — who, what, from where, how long, how it ended — with secrets redacted. The hooks are attached
 * to write routes only, so reads pay nothing, and rows are written behind the requests in batches.
 */
export default fp(async function operationLog(app: FastifyInstance) {
  app.decorateRequest('opLogError', null);
  app.decorateRequest('opLogAnswerKey', null);
  app.decorateRequest('opLogFiles', null);
  const buffer = new LogBuffer<LogRow>(
    async (batch) => { await app.db.insert(operationLogs).values(batch); },
    (err, rows) => app.log.error({ err, lost: rows.length, rows: rows.slice(0, LOST_ROWS_LOGGED).map(lostRowOf) }, 'operation log rows lost'),
    { intervalMs: LOG_FLUSH_MS, maxBatch: LOG_BATCH, maxPending: 20_000, isEntryFault: isRowRefusal },
  );
  app.decorate('operationLog', {
    flush: () => buffer.flush(),
    health: () => {
      const { lost, lastLostAt, lastError } = buffer.lostSoFar;
      return { pendingRows: buffer.size, lostRows: lost, lastLostAt: lastLostAt?.toISOString() ?? null, lastError: lastLostAt ? errorKindOf(lastError) : null };
    },
  });
  // Runs before the database plugin's own onClose (hooks close in reverse order), so nothing waiting is lost.
  app.addHook('onClose', async () => buffer.flush());

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((m) => WRITES.has(m)) || route.config?.browserReport) return;
    const add = <H>(hooks: H | H[] | undefined, hook: H): H[] => [...(hooks ? (Array.isArray(hooks) ? hooks : [hooks]) : []), hook];
    route.onRequest = add(route.onRequest, async (request: FastifyRequest) => {
      if (WRITES.has(request.method) && request.headers['content-type']?.toLowerCase().startsWith('multipart/')) watchParts(request);
    });
    route.onError = add(route.onError, async (request: FastifyRequest, _reply: unknown, error: Error) => {
      request.opLogError = error;
    });
    route.onSend = add(route.onSend, async (request: FastifyRequest, reply, payload: unknown) => {
      if (reply.statusCode >= 400 && WRITES.has(request.method)) request.opLogAnswerKey = answerKeyOf(payload);
      return payload;
    });
    route.onResponse = add(route.onResponse, async (request: FastifyRequest, reply) => {
      if (!WRITES.has(request.method)) return;
      buffer.add(logRowOf(request, reply, { error: request.opLogError, answerKey: request.opLogAnswerKey }, filesOf(request), await ownerOf(request)));
    });
  });
}, { name: 'operation-log', dependencies: ['database', 'auth-guard'] });
