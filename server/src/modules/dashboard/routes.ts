import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from 'shared-contracts/api/common';
import {
  DASHBOARD_CARD_CODES, dashboardFiguresQuerySchema, dashboardFiguresSchema, dashboardWorkSchema,
} from 'shared-contracts/api/dashboard';
import { hasPermission, principalOf } from '../../plugins/app/auth-guard';
import { dataScopeOf } from '../data-scope/data-scope';
import { readReminderSettings } from '../notifications/reminders';
import { readOrderSettings } from '../payments/order-settings';
import { dashboardFigures } from './figures';
import { declareDashboardRollup } from './rollup-task';
import { dashboardWork } from './work';

const tags = ['dashboard'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const CARD_CODES = [...new Set(Object.values(DASHBOARD_CARD_CODES))];

/**
 * The staff dashboard (issue 27, docs/dashboard.md). The work waiting opens to anyone holding one card's code and
 * answers only the cards of the codes held; the figures need `order:list` (they are the orders' figures). Both are
 * within the viewer's data scope, read on each request.
 */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  await declareDashboardRollup(app);

  app.get('/api/dashboard/work', {
    preValidation: app.requirePermission(...CARD_CODES),
    schema: {
      tags, summary: "The work waiting in the operations queues the caller may open, counted within the caller's data scope (a card without its code is absent)",
      response: { 200: dashboardWorkSchema, ...errors },
    },
  }, async (request) => {
    const principal = principalOf(request);
    const [scope, reminders] = await Promise.all([dataScopeOf(app.db, principal), readReminderSettings(app.db)]);
    return dashboardWork(app.db, scope, (code) => hasPermission(principal, [code]), app.clock.now(), reminders.acceptReplyDays);
  });

  app.get('/api/dashboard/figures', {
    preValidation: app.requirePermission('order:list'),
    schema: {
      tags, summary: 'Orders and goods value per day, the order funnel, reply times and top goods, stores and buyers over 1 to 366 days, within the data scope (400 mall.dashboardPeriodInvalid otherwise)',
      querystring: dashboardFiguresQuerySchema, response: { 200: dashboardFiguresSchema, ...errors },
    },
  }, async (request) => {
    const principal = principalOf(request);
    const [scope, order, reminders] = await Promise.all([
      dataScopeOf(app.db, principal), readOrderSettings(app.db), readReminderSettings(app.db),
    ]);
    return dashboardFigures(app.db, scope, request.query, { cnyToVnd: order.cnyToVnd, acceptReplyDays: reminders.acceptReplyDays });
  });
};
export default dashboardRoutes;
