import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COLLECT_TOKEN_HEADER, collectSendResultSchema, collectSendSchema, collectSessionSchema, collectedItemListSchema, extensionPackageSchema } from 'shared-contracts/api/collect-extension';
import { errorBodySchema } from 'shared-contracts/api/common';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { fileAnswer } from '../../plugins/external/openapi-exact';
import { catalogueChanged } from '../goods/search';
import { collectedItems, sessionOf } from './extension-reads';
import { packageFile, packageInfo, STEP_PICTURES, stepPicture } from './package';
import { sendFromExtension } from './send';
import { COLLECT_TOKEN_SECURITY, collectPrincipalOf } from './token-guard';

const tags = ['collect extension'];
const tokenErrors = { 400: errorBodySchema, 401: errorBodySchema };
const EXTENSION_ORIGIN = /^chrome-extension:\/\/[a-p]{32}$/;

/** A page of the extension (not only its service worker, which CORS does not bind) may call these routes. */
function allowExtensionOrigin(request: FastifyRequest, reply: FastifyReply): boolean {
  const origin = request.headers.origin;
  reply.header('vary', 'origin');
  if (!origin || !EXTENSION_ORIGIN.test(origin)) return false;
  reply.header('access-control-allow-origin', origin);
  return true;
}

const stepParamsSchema = z.object({ n: z.coerce.number().int().min(1).max(STEP_PICTURES) });
const packageQuerySchema = z.object({ v: z.string().max(40).optional() });

/**
 * What the collection extension calls with its token (`x-collect-token`, token-guard.ts), and the packed extension
 * and its step pictures, public for `/pluginInstallation` (issue 29, docs/collect-extension.md).
 */
const collectExtensionRoutes: FastifyPluginAsyncZod = async (app) => {
  const dir = app.config.collectExtensionDir;
  app.addHook('onSend', async (request, reply) => {
    allowExtensionOrigin(request, reply);
  });

  // Preflights of the three token routes (a request with x-collect-token is never a simple request).
  for (const route of ['session', 'send', 'items']) {
    app.options(`/api/collect/extension/${route}`, {
      config: { collectToken: true },
      schema: { tags, summary: `CORS preflight of ${route}: allowed for chrome-extension:// origins only`, response: { 204: z.null().describe('No content') } },
    }, async (request, reply) => {
      if (allowExtensionOrigin(request, reply)) {
        reply.header('access-control-allow-methods', 'GET, POST');
        reply.header('access-control-allow-headers', `content-type, ${COLLECT_TOKEN_HEADER}`);
        reply.header('access-control-max-age', '600');
      }
      return reply.status(204).send(null);
    });
  }

  const guarded = { config: { collectToken: true }, onRequest: app.collectTokenAuth };
  app.get('/api/collect/extension/session', {
    ...guarded,
    schema: { tags, security: COLLECT_TOKEN_SECURITY, summary: "The token's user, the language the panel speaks and the cart's line count", response: { 200: collectSessionSchema, 401: errorBodySchema } },
  }, async (request) => sessionOf(app.db, collectPrincipalOf(request).userId));

  app.post('/api/collect/extension/send', {
    ...guarded,
    preHandler: app.throttle('collectSend', { key: (request) => `user:${collectPrincipalOf(request).userId}`, message: MessageKey.collectThrottled }),
    schema: {
      tags, security: COLLECT_TOKEN_SECURITY,
      summary: 'Collect an item and put the chosen SKUs in the cart, or open a sourcing request for it, in one transaction (throttled per buyer)',
      body: collectSendSchema, response: { 200: collectSendResultSchema, ...tokenErrors, 404: errorBodySchema, 429: errorBodySchema },
    },
  }, async (request) => {
    const result = await sendFromExtension(app.db, collectPrincipalOf(request).userId, request.body);
    catalogueChanged(app.db);
    return result;
  });

  app.get('/api/collect/extension/items', {
    ...guarded,
    schema: { tags, security: COLLECT_TOKEN_SECURITY, summary: "The token user's latest collected goods (at most 20), newest first", response: { 200: collectedItemListSchema, 401: errorBodySchema } },
  }, async (request) => collectedItems(app.db, collectPrincipalOf(request).userId));

  app.get('/api/collect/extension/package/info', {
    schema: { tags, summary: 'The packed extension: version, file name, size, sha-256 (public; 404 mall.extensionNotBuilt before a build)', response: { 200: extensionPackageSchema, 404: errorBodySchema } },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return packageInfo(dir);
  });

  app.get('/api/collect/extension/package', {
    schema: {
      tags, summary: 'The packed extension (zip) as an attachment; `?v=<version>` of the current version is cached for good',
      querystring: packageQuerySchema, response: { 200: fileAnswer('The extension zip', 'application/zip'), 304: z.null().describe('Not modified'), 400: errorBodySchema, 404: errorBodySchema },
    },
  }, async (request, reply) => {
    const { info, stream, bytes } = await packageFile(dir);
    const etag = `"${info.sha256}"`;
    reply.header('etag', etag);
    // The page links `?v=<version>`: that URL's bytes never change, so a repeat download is served from the cache.
    reply.header('cache-control', request.query.v === info.version ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (request.headers['if-none-match'] === etag) {
      stream.destroy();
      return reply.status(304).send(null);
    }
    reply.header('content-type', 'application/zip');
    reply.header('content-length', String(bytes));
    reply.header('content-disposition', `attachment; filename="${info.fileName}"`);
    return reply.send(stream);
  });

  app.get('/api/collect/extension/steps/:n', {
    schema: { tags, summary: 'The picture of installation step n (1-5) of /pluginInstallation', params: stepParamsSchema, response: { 200: fileAnswer('The step picture', 'image/png'), 400: errorBodySchema, 404: errorBodySchema } },
  }, async (request, reply) => {
    const { stream, bytes } = await stepPicture(dir, request.params.n);
    reply.header('content-type', 'image/png');
    reply.header('content-length', String(bytes));
    reply.header('cache-control', 'public, max-age=3600');
    return reply.send(stream);
  });
};
export default collectExtensionRoutes;
