import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import type { Database } from './db/connect';
import type { DestinationStream } from 'pino';
import { logDestination, loggerOptions } from './logger';
import swagger from './plugins/external/swagger';
import multipart from './plugins/external/multipart';
import database from './plugins/app/database';
import errors from './plugins/app/errors';
import jsonBody from './plugins/app/json-body';
import authGuard from './plugins/app/auth-guard';
import operationLog from './plugins/app/operation-log';
import accessLog from './plugins/app/access-log';
import sharedCaches from './plugins/app/shared-caches';
import mailer from './plugins/app/mailer';
import storage from './plugins/app/storage';
import throttle from './plugins/app/throttle';
import securityHeaders from './plugins/app/security-headers';
import clock, { type Clock } from './plugins/app/jobs-clock';
import jobs from './plugins/app/jobs';
import unusedConnections from './plugins/app/unused-connections';
import healthRoutes from './modules/health/routes';
import authRoutes from './modules/auth/routes';
import registerRoutes from './modules/register/routes';
import menuRoutes from './modules/menus/routes';
import dictRoutes from './modules/dict/routes';
import cartRoutes from './modules/cart/routes';
import orderRoutes from './modules/orders/routes';
import paymentRoutes from './modules/payments/routes';
import onlinePaymentRoutes from './modules/payments/online-routes';
import shipmentRoutes from './modules/shipments/routes';
import stockRoutes from './modules/stock/routes';
import refundRoutes from './modules/refunds/routes';
import overviewRoutes from './modules/overview/routes';
import notificationRoutes from './modules/notifications/routes';
import liveRoutes from './modules/live/routes';
import dashboardRoutes from './modules/dashboard/routes';
import linkRoutes from './modules/links/routes';
import interestRoutes from './modules/interests/routes';
import contentRoutes from './modules/content/routes';
import remoteRoutes from './modules/remotes/routes';
import remoteHealthRoutes from './modules/remote-health/routes';
import usersRoutes from './modules/users/routes';
import adminUserRoutes from './modules/admin-users/routes';
import roleRoutes from './modules/roles/routes';
import deptRoutes from './modules/depts/routes';
import jobRoutes from './modules/jobs/routes';
import onlineUserRoutes from './modules/online-users/routes';
import opLogRoutes from './modules/op-logs/routes';
import serverMonitorRoutes from './modules/server-monitor/routes';
import sqlMonitorRoutes from './modules/sql-monitor/routes';
import scheduledTaskRoutes from './modules/scheduled-tasks/routes';
import backupRoutes from './modules/backups/routes';
import webRoutes from './modules/web/routes';
import goodsRoutes from './modules/goods/routes';
import categoryRoutes from './modules/categories/routes';
import storeRoutes from './modules/stores/routes';
import mallFileRoutes from './modules/mall-files/routes';
import collectRoutes from './modules/collect/routes';
import collectExtensionRoutes from './modules/collect/extension-routes';
import collectTokenGuard from './modules/collect/token-guard';
import collectTokenRoutes from './modules/collect/token-routes';
import storageFileRoutes from './modules/storage-files/routes';
import deployRoutes from './modules/deploy/routes';
import deployServeRoutes from './modules/deploy/serve-routes';

export const BODY_LIMIT = 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/**
 * Builds the app on an already migrated database; external plugins, then ours, then routes (STYLE.md). `clock` is
 * the app's "now" for time-driven work (plugins/app/jobs-clock.ts); tests pass a TestClock.
 */
export async function buildApp(
  config: Config, db: Database, opts: { ownsDatabase?: boolean; clock?: Clock; logStream?: DestinationStream } = {},
): Promise<FastifyInstance> {
  const destination = config.logLevel === 'silent' || opts.logStream ? null : logDestination();
  const app = Fastify({
    logger: loggerOptions(config, opts.logStream ?? destination ?? undefined),
    // One line per request instead of two, written by plugins/app/access-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  if (destination) app.addHook('onClose', async () => destination.flushSync());

  await app.register(unusedConnections);
  await app.register(swagger);
  await app.register(multipart);
  await app.register(database, { database: db, ownsDatabase: opts.ownsDatabase ?? true });
  await app.register(errors);
  await app.register(jsonBody);
  await app.register(sharedCaches);
  await app.register(authGuard);
  await app.register(operationLog);
  await app.register(accessLog, { stream: opts.logStream ?? destination ?? undefined });
  await app.register(mailer);
  await app.register(storage);
  await app.register(throttle);
  await app.register(collectTokenGuard);
  await app.register(securityHeaders);
  await app.register(clock, { clock: opts.clock });
  await app.register(jobs);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(registerRoutes);
  await app.register(menuRoutes);
  await app.register(dictRoutes);
  await app.register(cartRoutes);
  await app.register(orderRoutes);
  await app.register(paymentRoutes);
  await app.register(onlinePaymentRoutes);
  await app.register(shipmentRoutes);
  await app.register(stockRoutes);
  await app.register(refundRoutes);
  await app.register(overviewRoutes);
  await app.register(notificationRoutes);
  await app.register(liveRoutes);
  await app.register(dashboardRoutes);
  await app.register(linkRoutes);
  await app.register(interestRoutes);
  await app.register(contentRoutes);
  await app.register(remoteRoutes);
  await app.register(remoteHealthRoutes);
  await app.register(usersRoutes);
  await app.register(adminUserRoutes);
  await app.register(roleRoutes);
  await app.register(deptRoutes);
  await app.register(jobRoutes);
  await app.register(onlineUserRoutes);
  await app.register(opLogRoutes);
  await app.register(serverMonitorRoutes);
  await app.register(sqlMonitorRoutes);
  await app.register(scheduledTaskRoutes);
  await app.register(backupRoutes);
  await app.register(goodsRoutes);
  await app.register(categoryRoutes);
  await app.register(storeRoutes);
  await app.register(mallFileRoutes);
  await app.register(collectRoutes);
  await app.register(collectTokenRoutes);
  await app.register(collectExtensionRoutes);
  await app.register(storageFileRoutes);
  await app.register(deployRoutes);
  await app.register(deployServeRoutes);
  await app.register(webRoutes);
  return app;
}
