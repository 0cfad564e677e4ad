import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { DeployRefused } from './registry';

/**
 * Error handler of the plugins whose routes may be refused by the checks: a DeployRefused becomes its 409 with the
 * problems, anything else goes on to the app's handler (plugins/app/errors.ts) by being thrown again.
 */
export function deployRefusalHandler(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (err instanceof DeployRefused) {
    return reply.status(409).send({ status: 409, message: MessageKey.deployRefused, problems: err.problems });
  }
  throw err;
}
