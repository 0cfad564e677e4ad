import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import os from 'node:os';
import fp from 'fastify-plugin';

/** Levels at which `info` lines are written. */
const LOGS_INFO = new Set(['info', 'debug', 'trace']);

/** Query parameters whose values never reach a log line (a name containing any of these words). */
const SECRET_QUERY = /([?&][^=&]*(?:pass|pwd|token|secret|code|captcha|uuid|cvv|card|sms|apikey|api_key)[^=&]*=)[^&]*/gi;

/** The address as logged: query values of secret-looking parameters replaced. */
export function loggableUrl(url: string): string {
  return url.includes('?') ? url.replace(SECRET_QUERY, '$1[redacted]') : url;
}

/**
 * One access-log line per request, written when the answer has left (Fastify's own request logging, two lines
 * with nested objects per request, is turned off in app.ts). In pino's format (level, time, pid, hostname, msg), but
 * written straight to the log's destination: every field is ours and already safe (the address through
 * loggableUrl, no headers, no body), so pino's redaction pass and object walk, which cost a third of the dictionary
 * benchmark's throughput, are skipped. The destination buffers and writes asynchronously (logger.ts).
 * docs/performance.md, "Logging".
 */
export default fp(async function accessLog(app: FastifyInstance, opts: { stream?: { write(line: string): unknown } }) {
  const stream = opts.stream;
  if (!stream || !LOGS_INFO.has(app.log.level)) return;
  const origin = `"pid":${process.pid},"hostname":${JSON.stringify(os.hostname())}`;
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const userId = request.principal?.userId;
    stream.write(`{"level":30,"time":${Date.now()},${origin},"reqId":${JSON.stringify(request.id)},`
      + `"method":"${request.method}","url":${JSON.stringify(loggableUrl(request.url))},"status":${reply.statusCode},`
      + `"ms":${Math.round(reply.elapsedTime * 10) / 10},"ip":${JSON.stringify(request.ip)}`
      + `${userId === undefined ? '' : `,"userId":${userId}`},"msg":"request"}\n`);
    done();
  });
}, { name: 'access-log', dependencies: ['auth-guard'] });
