import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from 'shared-contracts/api/common';
import {
  interestHandleSchema, interestInputSchema, interestPageSchema, interestQuerySchema, interestSchema,
} from 'shared-contracts/api/interests';
import { interestExportQuerySchema, LIST_EXPORT_MAX_ROWS } from 'shared-contracts/api/exports';
import { principalOf, userIdOf } from '../../plugins/app/auth-guard';
import { dataScopeOf } from '../data-scope/data-scope';
import { answerListExport } from '../exports/list-export';
import { sheetAnswer } from '../exports/xlsx-sheet';
import { interestExport } from './interest-export';
import { addInterest, allInterests, handleInterest, myInterests } from './service';

const tags = ['interests'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * Products of interest (SPEC §2 /addInterest, /myInterest): buyers add and read their own, staff answer those of
 * buyers inside their data scope.
 */
const interestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/interests', {
    preHandler: app.authenticate,
    schema: { tags, summary: 'Add a product of interest (link or name)', body: interestInputSchema, response: { 201: interestSchema, ...errors } },
  }, async (request, reply) => reply.status(201).send(await addInterest(app.db, userIdOf(request), request.body)));

  app.get('/api/interests/mine', {
    preHandler: app.authenticate,
    schema: { tags, summary: "The signed-in buyer's interests, newest first", querystring: interestQuerySchema, response: { 200: interestPageSchema, ...errors } },
  }, async (request) => myInterests(app.db, userIdOf(request), request.query));

  app.get('/api/interests', {
    preHandler: app.requirePermission('interest:list'),
    schema: { tags, summary: "The interests of buyers in the caller's data scope (staff)", querystring: interestQuerySchema, response: { 200: interestPageSchema, ...errors } },
  }, async (request) => allInterests(app.db, await dataScopeOf(app.db, principalOf(request)), request.query));

  app.get('/api/interests/download', {
    preValidation: app.requirePermission('interest:list'),
    schema: {
      tags, summary: `The staff interest list as .xlsx with its state filter, scope and order, in ?lang= or Accept-Language; more than ${LIST_EXPORT_MAX_ROWS} rows is 400 mall.exportTooLarge`,
      querystring: interestExportQuerySchema, response: { 200: sheetAnswer, ...errors },
    },
  }, async (request, reply) => {
    const { lang, tzOffset, ...filters } = request.query;
    return answerListExport(request, reply, { lang, tzOffset }, interestExport(app.db, await dataScopeOf(app.db, principalOf(request)), filters));
  });

  app.put('/api/interests', {
    preHandler: app.requirePermission('interest:edit'),
    schema: { tags, summary: 'Answer an interest: state, reply, goods (staff)', body: interestHandleSchema, response: { 200: interestSchema, ...errors } },
  }, async (request) => handleInterest(app.db, await dataScopeOf(app.db, principalOf(request)), request.body));
};
export default interestRoutes;
