import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from 'shared-contracts/api/common';
import { deployRefusalSchema } from 'shared-contracts/api/deploy';
import { remoteListSchema, remoteSchema, remoteUpsertSchema, type Remote } from 'shared-contracts/api/remotes';
import { bearerOf, markTokenUse, principalOf } from '../../plugins/app/auth-guard';
import { HttpError } from '../../plugins/app/errors';
import { seesCanary, type Viewer } from '../deploy/canary';
import { deployRefusalHandler } from '../deploy/refusal';
import { putRemote } from '../deploy/registry';
import { bucketCookie, bucketIdOf, newBucketId } from './bucket-cookie';
import { listEnabledWithCanary, listRemotes, type RemoteRow, type RemoteWithCanary } from './repository';

const tags = ['remotes'];
const toRemote = (r: RemoteRow): Remote => ({ name: r.name, manifestUrl: r.manifestUrl, version: r.version, enabled: r.enabled });

/** The remote as this viewer should load it: its canary when the viewer is in it (deploy/canary.ts), else the active version. */
function remoteFor(r: RemoteWithCanary, viewer: Viewer): Remote {
  if (r.canaryVersion && r.canaryManifestUrl && seesCanary(r, viewer)) {
    return { name: r.name, manifestUrl: r.canaryManifestUrl, version: r.canaryVersion, enabled: r.enabled };
  }
  return toRemote(r);
}

/**
 * The remote registry (ARCHITECTURE.md §2): the host reads the enabled remotes before anyone signs in and
 * registers them with the federation runtime; an integrator adds or moves a remote with one PUT. Versions, activation
 * and canaries: modules/deploy (docs/deploy.md).
 */
const remoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler(deployRefusalHandler);

  /** The registry is public; a token, when sent and valid, places the user in a canary by role or share. */
  const readViewer = markTokenUse(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!bearerOf(request)) return;
    await app.authenticate(request, reply).catch((err: unknown) => {
      if (!(err instanceof HttpError)) throw err;
    });
  }, 'optional');

  app.get('/api/remotes', {
    preHandler: readViewer,
    schema: {
      tags, summary: 'Enabled remotes for the host to register (public; with a token or the mf_bucket cookie, a canary where the viewer is in it)',
      response: { 200: remoteListSchema },
    },
  }, async (request, reply) => {
    // A redeploy or rollback must reach the next page load, so browsers revalidate every time; the answer depends
    // on who asks while a canary runs.
    reply.header('cache-control', 'no-cache').header('vary', 'authorization, cookie');
    const rows = await listEnabledWithCanary(app.db);
    let viewer: Viewer = null;
    if (request.principal) {
      viewer = { userId: request.principal.userId, roles: request.principal.roles };
    } else if (rows.some((r) => r.canaryVersion && r.canaryManifestUrl && r.canaryPercent > 0)) {
      let id = bucketIdOf(request.headers.cookie);
      if (!id) {
        id = newBucketId();
        reply.header('set-cookie', bucketCookie(id, request.protocol === 'https'));
      }
      viewer = { anonymousId: id };
    }
    return rows.map((r) => remoteFor(r, viewer));
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
      tags, summary: 'Register a remote or change its manifest URL, version or switch (a new URL or version passes the deploy checks)',
      body: remoteUpsertSchema,
      response: { 200: remoteSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: deployRefusalSchema },
    },
  }, async (request) => toRemote(await putRemote(
    { db: app.db, storage: app.storage, webRoot: app.config.webRoot, sharedCaches: app.sharedCaches },
    request.body, principalOf(request).username,
  )));
};
export default remoteRoutes;
