import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from 'shared-contracts/api/common';
import { remoteListSchema, remoteSchema, remoteUpsertSchema, type Remote } from 'shared-contracts/api/remotes';
import { listRemotes, upsertRemote, type RemoteRow } from './repository';

const tags = ['remotes'];
const toRemote = (r: RemoteRow): Remote => ({ name: r.name, manifestUrl: r.manifestUrl, version: r.version, enabled: r.enabled });

/**
 * The remote registry (ARCHITECTURE.md §2): the host reads the enabled remotes before anyone signs in and
 * registers them with the federation runtime; an integrator adds or moves a remote with one PUT.
 */
const remoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/remotes', {
    schema: { tags, summary: 'Enabled remotes for the host to register (public)', response: { 200: remoteListSchema } },
  }, async (_request, reply) => {
    // A redeploy or rollback must reach the next page load, so browsers revalidate every time.
    reply.header('cache-control', 'no-cache');
    return (await listRemotes(app.db, { enabledOnly: true })).map(toRemote);
  });

  app.get('/api/remotes/all', {
    preHandler: app.requirePermission('remote:list', 'remote:edit'),
    schema: {
      tags, summary: 'Every remote, enabled or not, for the admin screen',
      response: { 200: remoteListSchema, 401: errorBodySchema, 403: errorBodySchema },
    },
  }, async () => (await listRemotes(app.db, { enabledOnly: false })).map(toRemote));

  app.put('/api/remotes', {
    preHandler: app.requirePermission('remote:edit'),
    schema: {
      tags, summary: 'Register a remote or change its manifest URL, version or switch',
      body: remoteUpsertSchema,
      response: { 200: remoteSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
    },
  }, async (request) => toRemote(await upsertRemote(app.db, request.body)));
};
export default remoteRoutes;
