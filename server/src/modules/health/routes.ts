import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageKey } from 'shared-contracts/api/message-keys';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', {
    schema: {
      tags: ['health'],
      summary: 'Whether the server and its database answer (503 when the database does not)',
      response: { 200: z.object({ status: z.literal('ok'), database: z.string() }), 503: z.object({ status: z.number(), message: z.string() }) },
    },
  }, async (request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.database.driver };
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 503, message: MessageKey.internal });
    }
  });
};
export default healthRoutes;
