import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { COLLECT_TOKEN_HEADER } from 'shared-contracts/api/collect-extension';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { HttpError } from '../../plugins/app/errors';
import { findCollectPrincipal, type CollectPrincipal } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    collectPrincipal: CollectPrincipal | null;
  }
  interface FastifyInstance {
    /** Route hook of the extension's routes only: 401 without the header, 401 mall.collectTokenInvalid unless it holds a live token. */
    collectTokenAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyContextConfig {
    /** The route takes the extension's token (`collectTokenAuth`); every other route refuses a request carrying one. */
    collectToken?: boolean;
  }
}

/** The OpenAPI security of the extension's routes (plugins/external/swagger.ts names the scheme). */
export const COLLECT_TOKEN_SECURITY = [{ collectToken: [] as string[] }];

/** The principal of a route guarded by `collectTokenAuth`; anything else is a wiring bug. */
export function collectPrincipalOf(request: FastifyRequest): CollectPrincipal {
  if (!request.collectPrincipal) throw new Error('collectTokenAuth did not run');
  return request.collectPrincipal;
}

/**
 * The extension's token is a key to its own few routes, never a session (docs/collect-extension.md "Token"): its
 * routes read it from `x-collect-token` only; any other route that receives that header refuses the request whole
 * (403 mall.collectTokenForbidden) rather than ignoring it, so a page or script that got hold of one learns nothing
 * and does nothing with it. As a Bearer it is simply no session token (auth-guard: 401).
 */
export default fp(async function collectTokenGuard(app: FastifyInstance) {
  app.decorateRequest('collectPrincipal', null);
  app.addHook('onRequest', async (request) => {
    if (request.headers[COLLECT_TOKEN_HEADER] === undefined || request.routeOptions.config?.collectToken) return;
    throw new HttpError(403, MessageKey.collectTokenForbidden);
  });
  app.decorate('collectTokenAuth', async (request: FastifyRequest) => {
    const sent = request.headers[COLLECT_TOKEN_HEADER];
    // No token at all is no credential, as on every other route; a token sent but not live says how to reconnect.
    if (sent === undefined) throw new HttpError(401, MessageKey.unauthorized);
    const principal = typeof sent === 'string' ? await findCollectPrincipal(app.db, sent.trim()) : null;
    if (!principal) throw new HttpError(401, MessageKey.collectTokenInvalid);
    request.collectPrincipal = principal;
  });
}, { name: 'collect-token-guard', dependencies: ['database'] });
