import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorBodySchema } from 'shared-contracts/api/common';
import {
  linkParseResultSchema, linkParseSchema, sourcingHandleSchema, sourcingPageSchema, sourcingQuerySchema, sourcingRequestSchema,
} from 'shared-contracts/api/links';
import { findPrincipal } from '../auth/tokens';
import { bearerOf } from '../../plugins/app/auth-guard';
import { userIdOf } from '../../plugins/app/auth-guard';
import { handleRequest, listRequests, parseAndResolve } from './service';

const tags = ['links'];
const staffErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * Link import (issue 8): parsing is public, opening a sourcing request is the signed-in buyer's. A token that
 * no longer works makes the paste anonymous instead of failing it: the answer is still useful, and the page
 * asks to sign in before a request is opened.
 */
const linkRoutes: FastifyPluginAsyncZod = async (app) => {
  const optionalUser = async (request: FastifyRequest): Promise<number | null> => {
    const token = bearerOf(request);
    return token ? (await findPrincipal(app.db, token))?.userId ?? null : null;
  };

  app.post('/api/links/parse', {
    schema: {
      tags, summary: 'Read a Taobao, Tmall, 1688 or Pinduoduo link (or share text); never fetched',
      body: linkParseSchema, response: { 200: linkParseResultSchema, 400: errorBodySchema },
    },
  }, async (request) => parseAndResolve(app.db, await optionalUser(request), request.body.text));

  app.get('/api/links/requests', {
    preHandler: app.requirePermission('sourcing:list'),
    schema: { tags, summary: 'Sourcing and short-link requests (staff)', querystring: sourcingQuerySchema, response: { 200: sourcingPageSchema, ...staffErrors } },
  }, async (request) => listRequests(app.db, request.query));

  app.put('/api/links/requests', {
    preHandler: app.requirePermission('sourcing:edit'),
    schema: { tags, summary: 'Complete a request with goods, or reject it with a note (staff)', body: sourcingHandleSchema, response: { 200: sourcingRequestSchema, ...staffErrors } },
  }, async (request) => handleRequest(app.db, userIdOf(request), request.body));
};
export default linkRoutes;
