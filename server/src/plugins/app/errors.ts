import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { ErrorBody } from 'shared-contracts/api/common';
import { isRetryableConflict } from '../../db/retry-transaction';

/** An error a route throws on purpose: its status and message key reach the client as they are. */
export class HttpError extends Error {
  constructor(public readonly statusCode: number, public readonly messageKey: string) {
    super(messageKey);
  }
}

const knownKeys = new Set<string>(Object.values(MessageKey));
const keyByStatus: Record<number, string> = {
  400: MessageKey.badRequest,
  401: MessageKey.unauthorized,
  403: MessageKey.forbidden,
  404: MessageKey.notFound,
  409: MessageKey.conflict,
  413: MessageKey.payloadTooLarge,
  415: MessageKey.badRequest,
  429: MessageKey.tooManyRequests,
};

/** Turns every error into `{status, message}` with a message key; nothing internal reaches a client. */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({ status: err.statusCode, message: err.messageKey } satisfies ErrorBody);
    }
    // A transaction that lost every retry of a deadlock or serialization race (db/retry-transaction.ts): the
    // request changed nothing and may be sent again.
    if (isRetryableConflict(err)) {
      request.log.warn({ err }, 'transaction lost a concurrency race');
      return reply.status(409).send({ status: 409, message: MessageKey.concurrentUpdate } satisfies ErrorBody);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => ({
        path: String(v.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.'),
        message: knownKeys.has(v.message ?? '') ? (v.message as string) : MessageKey.validation,
      }));
      const first = errors.find((e) => e.message !== MessageKey.validation);
      return reply.status(400).send({ status: 400, message: first?.message ?? MessageKey.validation, errors } satisfies ErrorBody);
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
      || (err instanceof SyntaxError && err.statusCode === 400)) {
      return reply.status(400).send({ status: 400, message: MessageKey.malformedJson } satisfies ErrorBody);
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500 || isResponseSerializationError(err)) {
      request.log.error({ err }, 'request failed');
      return reply.status(500).send({ status: 500, message: MessageKey.internal } satisfies ErrorBody);
    }
    request.log.info({ code: err.code, status }, 'client error');
    return reply.status(status).send({ status, message: keyByStatus[status] ?? MessageKey.badRequest } satisfies ErrorBody);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ status: 404, message: MessageKey.notFound } satisfies ErrorBody);
  });
}, { name: 'errors' });
