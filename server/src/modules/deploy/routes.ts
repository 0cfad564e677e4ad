import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from 'shared-contracts/api/common';
import {
  activateBodySchema, canaryBodySchema, DEPLOY_ARCHIVE_MAX_BYTES, deployEventsQuerySchema, deployRefusalSchema, deployUploadFieldsSchema,
  deployVersionsQuerySchema, overrideBodySchema, registerUrlBodySchema, remoteEventListSchema, remoteVersionListSchema, remoteVersionSchema,
  type RemoteEvent,
} from 'shared-contracts/api/deploy';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { remoteSchema } from 'shared-contracts/api/remotes';
import { iso } from '../../db/rows';
import { principalOf } from '../../plugins/app/auth-guard';
import { HttpError } from '../../plugins/app/errors';
import { readSingleFile } from '../../plugins/external/multipart';
import { REMOTE_REGISTRY_CACHE } from '../remotes/registry-cache';
import { publicAnswers } from '../web/public-answers';
import { drawnAddressesInUse } from './checks/drawn-addresses';
import { remoteParamsSchema } from './params';
import { deployRefusalHandler } from './refusal';
import {
  abandonCanary, activateVersion, promoteCanary, registerUrl, rollbackRemote, startCanary, type RegistryDeps,
} from './registry';
import { listEvents, type EventRow, type RemoteRow } from './repository';
import { tryDrawing } from './trial-drawing';
import { uploadVersion, type DrawingTrial } from './upload';
import { describeVersion, describeVersions } from './version-view';

const tags = ['deploy'];
const FILE_FIELD = 'file';
const readErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const actionErrors = { ...readErrors, 404: errorBodySchema, 409: deployRefusalSchema };
/** What OpenAPI shows for the upload form (stream-mode multipart leaves the body unset). */
const uploadFormSchema = z.object({
  [FILE_FIELD]: z.string().meta({ format: 'binary' }),
  name: z.string().describe('the remote\'s name, as its manifest says it'),
  version: z.string().describe('the version to store, new for this remote (1.4.0, 1.4.0-rc.1)'),
}).nullish();

const toRemote = (r: RemoteRow) => ({ name: r.name, manifestUrl: r.manifestUrl, version: r.version, enabled: r.enabled });
const toEvent = (e: EventRow): RemoteEvent => ({
  id: e.id, remote: e.remote, action: e.action as RemoteEvent['action'], version: e.version, fromVersion: e.fromVersion,
  detail: e.detail ?? null, username: e.username, createTime: iso(e.createdAt),
});

/**
 * Versioned deploys of remotes (docs/deploy.md): uploads, the versions and the history, and the registry actions
 * (activate, rollback, canary, registration by URL). The files of uploaded versions are served by serve-routes.ts.
 */
const deployRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): RegistryDeps => ({ db: app.db, storage: app.storage, webRoot: app.config.webRoot, sharedCaches: app.sharedCaches });
  app.setErrorHandler(deployRefusalHandler);
  const answer = publicAnswers(app);
  const drawingTrial: DrawingTrial = (files, drawnPages) => tryDrawing(files, drawnPages, answer);

  app.post('/api/deploy/upload', {
    preHandler: app.requirePermission('deploy:upload'),
    schema: {
      tags, consumes: ['multipart/form-data'], body: uploadFormSchema,
      summary: `Upload a built remote: multipart "${FILE_FIELD}" (a zip of its dist contents, at most 25 MiB), "name" and "version"; answers the stored version and what would refuse its activation`,
      response: { 201: remoteVersionSchema, ...readErrors, 409: deployRefusalSchema, 413: errorBodySchema },
    },
  }, async (request, reply) => {
    const form = await readSingleFile(request, { field: FILE_FIELD, maxBytes: DEPLOY_ARCHIVE_MAX_BYTES });
    const fields = deployUploadFieldsSchema.safeParse(form.fields);
    if (!fields.success) throw new HttpError(400, fields.error.issues[0]?.message ?? MessageKey.validation);
    const row = await uploadVersion({
      db: app.db, storage: app.storage, log: request.log, tryDrawing: drawingTrial,
      drawnAddressesInUse: (remote) => drawnAddressesInUse(deps(), remote),
    }, {
      zip: form.data, ...fields.data, username: principalOf(request).username,
    });
    await app.sharedCaches.changed(REMOTE_REGISTRY_CACHE);
    return reply.status(201).send(await describeVersion(deps(), row));
  });

  app.get('/api/deploy/versions', {
    preHandler: app.requirePermission('deploy:list', 'remote:list'),
    schema: {
      tags, summary: 'Every stored version (of one remote with ?remote=), newest first, with its state and what would refuse its activation now',
      querystring: deployVersionsQuerySchema, response: { 200: remoteVersionListSchema, ...readErrors },
    },
  }, async (request) => describeVersions(deps(), request.query.remote ?? null));

  app.get('/api/deploy/events', {
    preHandler: app.requirePermission('deploy:list', 'remote:list'),
    schema: {
      tags, summary: 'The registry\'s history (of one remote with ?remote=), newest first',
      querystring: deployEventsQuerySchema, response: { 200: remoteEventListSchema, ...readErrors },
    },
  }, async (request) => (await listEvents(app.db, { remote: request.query.remote ?? null, limit: request.query.limit })).map(toEvent));

  const username = (request: Parameters<typeof principalOf>[0]) => principalOf(request).username;

  app.post('/api/remotes/:name/activate', {
    preHandler: app.requirePermission('deploy:activate'),
    schema: {
      tags, summary: 'Make a stored version the live one (the checks run first; menu problems may be overridden)',
      params: remoteParamsSchema, body: activateBodySchema, response: { 200: remoteSchema, ...actionErrors },
    },
  }, async (request) => toRemote(await activateVersion(deps(), {
    remote: request.params.name, version: request.body.version, overrideMenus: request.body.overrideMenus, username: username(request),
  })));

  app.post('/api/remotes/:name/rollback', {
    preHandler: app.requirePermission('deploy:activate'),
    schema: {
      tags, summary: 'Go back to the version live before the current one (the checks run first)',
      params: remoteParamsSchema, body: overrideBodySchema, response: { 200: remoteSchema, ...actionErrors },
    },
  }, async (request) => toRemote(await rollbackRemote(deps(), {
    remote: request.params.name, overrideMenus: request.body?.overrideMenus ?? false, username: username(request),
  })));

  app.post('/api/remotes/:name/canary', {
    preHandler: app.requirePermission('deploy:activate'),
    schema: {
      tags, summary: 'Put a stored version live for a share of users and/or some roles first',
      params: remoteParamsSchema, body: canaryBodySchema, response: { 200: remoteSchema, ...actionErrors },
    },
  }, async (request) => toRemote(await startCanary(deps(), { remote: request.params.name, body: request.body, username: username(request) })));

  app.post('/api/remotes/:name/canary/promote', {
    preHandler: app.requirePermission('deploy:activate'),
    schema: {
      tags, summary: 'Make the canary the live version for everyone',
      params: remoteParamsSchema, body: overrideBodySchema, response: { 200: remoteSchema, ...actionErrors },
    },
  }, async (request) => toRemote(await promoteCanary(deps(), {
    remote: request.params.name, overrideMenus: request.body?.overrideMenus ?? false, username: username(request),
  })));

  app.post('/api/remotes/:name/canary/abandon', {
    preHandler: app.requirePermission('deploy:activate'),
    schema: { tags, summary: 'End the canary: everyone loads the live version', params: remoteParamsSchema, response: { 200: remoteSchema, ...actionErrors } },
  }, async (request) => toRemote(await abandonCanary(deps(), { remote: request.params.name, username: username(request) })));

  app.post('/api/remotes/register-url', {
    preHandler: app.requirePermission('remote:edit'),
    schema: {
      tags, summary: 'Register a version served elsewhere by its manifest URL (read now, checked) and make it live unless activate is false',
      body: registerUrlBodySchema, response: { 200: remoteVersionSchema, ...actionErrors },
    },
  }, async (request) => {
    const { version } = await registerUrl(deps(), request.body, username(request));
    return describeVersion(deps(), version);
  });
};
export default deployRoutes;
