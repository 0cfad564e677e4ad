import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
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
 * with nested objects per request, is turned off in app.ts). Cheap on purpose: one flat object, no child logger,
 * nothing built when `info` is off; the destination buffers (logger.ts). docs/performance.md, "Logging".
 */
export default fp(async function accessLog(app: FastifyInstance) {
  if (!LOGS_INFO.has(app.log.level)) return;
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    app.log.info({
      reqId: request.id,
      method: request.method,
      url: loggableUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
      userId: request.principal?.userId,
    }, 'request');
    done();
  });
}, { name: 'access-log', dependencies: ['auth-guard'] });
