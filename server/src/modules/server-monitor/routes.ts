import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from 'shared-contracts/api/common';
import { serverMonitorSchema } from 'shared-contracts/api/server-monitor';
import { EventLoopMonitor } from './event-loop';
import { sampleServer } from './service';

/** The server monitor (docs/server-monitor.md): eladmin's 服务监控, polled by the page every 3 s. */
const serverMonitorRoutes: FastifyPluginAsyncZod = async (app) => {
  const eventLoop = new EventLoopMonitor();
  app.addHook('onClose', async () => eventLoop.stop());

  app.get('/api/monitor/server', {
    preHandler: app.requirePermission('monitor:list'),
    schema: {
      tags: ['monitor'],
      summary: 'CPU, memory, disk, Node heap, event-loop delay, uptimes, the database (a database that is down still answers 200) and the operation log\'s lost rows',
      response: { 200: serverMonitorSchema, 401: errorBodySchema, 403: errorBodySchema },
    },
  }, async (_request, reply) => {
    // Live figures: a cache on the way must not answer an old sample.
    void reply.header('cache-control', 'no-store');
    return sampleServer(app.database, app.config.dataDir, eventLoop, app.operationLog.health());
  });
};
export default serverMonitorRoutes;
