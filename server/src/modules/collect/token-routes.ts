import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { collectTokenCreateSchema, collectTokenIssuedSchema, collectTokenListSchema } from 'shared-contracts/api/collect-extension';
import { errorBodySchema, idParamSchema } from 'shared-contracts/api/common';
import { userIdOf } from '../../plugins/app/auth-guard';
import { issueCollectToken, listTokens, revokeCollectToken } from './tokens';

const tags = ['collect extension'];
const errors = { 400: errorBodySchema, 401: errorBodySchema };

/**
 * The portal's address the connection code names, which becomes the only address the extension talks to: PORTAL_URL
 * when set (production behind a proxy, the address its users type), else the origin this request reached, which is
 * the portal as this buyer's browser knows it (docs/collect-extension.md "The portal's address").
 */
export function portalOrigin(request: FastifyRequest): string {
  const { config } = request.server;
  return config.portalUrlSet ? config.portalUrl : `${request.protocol}://${request.host}`;
}

/** Personal centre → Collection extension: the signed-in user's own connections (issue 29). */
const collectTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/collect/tokens', {
    preHandler: app.authenticate,
    schema: { tags, summary: "The caller's live connections of the collection extension, newest first (never the tokens)", response: { 200: collectTokenListSchema, 401: errorBodySchema } },
  }, async (request) => listTokens(app.db, userIdOf(request)));

  app.post('/api/collect/tokens', {
    preHandler: app.authenticate,
    schema: {
      tags, summary: 'A new connection: its token and connection code, shown this once (at most COLLECT_TOKENS_MAX live)',
      body: collectTokenCreateSchema, response: { 201: collectTokenIssuedSchema, ...errors },
    },
  }, async (request, reply) => reply.status(201).send(await issueCollectToken(app.db, userIdOf(request), request.body.label, portalOrigin(request))));

  app.delete('/api/collect/tokens/:id', {
    preHandler: app.authenticate,
    schema: {
      tags, summary: "Revoke one of the caller's connections; the extension holding it is refused from then on",
      params: idParamSchema, response: { 204: z.null().describe('No content'), ...errors, 404: errorBodySchema },
    },
  }, async (request, reply) => {
    await revokeCollectToken(app.db, userIdOf(request), request.params.id);
    return reply.status(204).send(null);
  });
};
export default collectTokenRoutes;
