import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/connect';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Hangs the already connected and migrated database on the instance; closing the app closes it. */
export default fp(async function databasePlugin(app: FastifyInstance, opts: { database: Database; ownsDatabase: boolean }) {
  app.decorate<Database>('database', opts.database);
  app.decorate('db', opts.database.db);
  if (opts.ownsDatabase) app.addHook('onClose', async () => opts.database.close());
}, { name: 'database' });
