import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buyerOverviewSchema } from 'shared-contracts/api/buyer-overview';
import { errorBodySchema } from 'shared-contracts/api/common';
import { userIdOf } from '../../plugins/app/auth-guard';
import { buyerOverview } from './read-overview';

/**
 * The buyer's overview (issue 27). Like every `…/mine` route it needs a sign-in only and answers the caller's own
 * rows: a staff member gets an overview of their own purchases (empty), not a 403, as `api/orders/mine` does.
 */
const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/overview/mine', {
    preHandler: app.authenticate,
    schema: {
      tags: ['orders'],
      summary: "The signed-in buyer's overview: payments due and rejected, stock about to go back, shipments on the way, refunds under review, spending per month",
      response: { 200: buyerOverviewSchema, 401: errorBodySchema },
    },
  }, async (request) => buyerOverview(app.db, userIdOf(request), app.clock.now()));
};
export default overviewRoutes;
