import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, idParamSchema, okSchema } from 'shared-contracts/api/common';
import { addressInputSchema, addressListSchema, addressSchema } from 'shared-contracts/api/shipments';
import { userIdOf } from '../../plugins/app/auth-guard';
import { addAddress, listAddresses, removeAddress, updateAddress } from './addresses';

const tags = ['shipments'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** The buyer's address book (docs/orders.md "Shipments"): their own entries only; anyone else's answers 404. */
const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/addresses', {
    preHandler: app.authenticate,
    schema: { tags, summary: "The signed-in buyer's address book, the default first", response: { 200: addressListSchema, ...errors } },
  }, async (request) => listAddresses(app.db, userIdOf(request)));

  app.post('/api/addresses', {
    preHandler: app.authenticate,
    schema: { tags, summary: 'Add an address (at most 20; the first, or one saved as default, becomes the default)', body: addressInputSchema, response: { 201: addressSchema, ...errors } },
  }, async (request, reply) => reply.status(201).send(await addAddress(app.db, userIdOf(request), request.body, app.clock.now())));

  app.put('/api/addresses/:id', {
    preHandler: app.authenticate,
    schema: { tags, summary: 'Change one of my addresses', params: idParamSchema, body: addressInputSchema, response: { 200: addressSchema, ...errors } },
  }, async (request) => updateAddress(app.db, userIdOf(request), request.params.id, request.body, app.clock.now()));

  app.delete('/api/addresses/:id', {
    preHandler: app.authenticate,
    schema: { tags, summary: 'Delete one of my addresses (the most recent other one becomes the default)', params: idParamSchema, response: { 200: okSchema, ...errors } },
  }, async (request) => {
    await removeAddress(app.db, userIdOf(request), request.params.id);
    return { ok: true as const };
  });
};
export default addressRoutes;
