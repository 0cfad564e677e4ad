import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorBodySchema } from 'shared-contracts/api/common';
import {
  linkParseResultSchema, linkParseSchema, sourcingHandleSchema, sourcingPageSchema, sourcingQuerySchema, sourcingRequestSchema,
} from 'shared-contracts/api/links';
import { LIST_EXPORT_MAX_ROWS, sourcingExportQuerySchema } from 'shared-contracts/api/exports';
import { findPrincipal } from '../auth/tokens';
import { bearerOf, principalOf } from '../../plugins/app/auth-guard';
import { dataScopeOf } from '../data-scope/data-scope';
import { answerListExport } from '../exports/list-export';
import { sheetAnswer } from '../exports/xlsx-sheet';
import { sourcingExport } from './sourcing-export';
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
    schema: { tags, summary: "Sourcing and short-link requests of buyers in the caller's data scope (staff)", querystring: sourcingQuerySchema, response: { 200: sourcingPageSchema, ...staffErrors } },
  }, async (request) => listRequests(app.db, await dataScopeOf(app.db, principalOf(request)), request.query));

  app.get('/api/links/requests/download', {
    preValidation: app.requirePermission('sourcing:list'),
    schema: {
      tags, summary: `The sourcing queue as .xlsx with its state filter, scope and order, in ?lang= or Accept-Language; more than ${LIST_EXPORT_MAX_ROWS} rows is 400 mall.exportTooLarge`,
      querystring: sourcingExportQuerySchema, response: { 200: sheetAnswer, ...staffErrors },
    },
  }, async (request, reply) => {
    const { lang, tzOffset, ...filters } = request.query;
    return answerListExport(request, reply, { lang, tzOffset }, sourcingExport(app.db, await dataScopeOf(app.db, principalOf(request)), filters));
  });

  app.put('/api/links/requests', {
    preHandler: app.requirePermission('sourcing:edit'),
    schema: { tags, summary: 'Complete a request with goods, or reject it with a note (staff)', body: sourcingHandleSchema, response: { 200: sourcingRequestSchema, ...staffErrors } },
  }, async (request) => {
    const principal = principalOf(request);
    return handleRequest(app.db, { userId: principal.userId, scope: await dataScopeOf(app.db, principal) }, request.body);
  });
};
export default linkRoutes;
