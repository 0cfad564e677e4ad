import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { findPrincipal, type Principal } from '../../modules/auth/tokens';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /** The bearer token as sent, for logout. */
    bearerToken: string | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a live token. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: 401 without a token, 403 unless the user is admin or holds one of the codes. */
    requirePermission: (...codes: string[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

export function hasPermission(principal: Principal, codes: string[]): boolean {
  return principal.isAdmin || codes.some((c) => principal.roles.includes(c));
}

export default fp(async function authGuard(app: FastifyInstance) {
  app.decorateRequest('principal', null);
  app.decorateRequest('bearerToken', null);

  const authenticate = async (request: FastifyRequest) => {
    const token = bearerOf(request);
    if (!token) throw new HttpError(401, MessageKey.unauthorized);
    const principal = await findPrincipal(app.db, token);
    if (!principal) throw new HttpError(401, MessageKey.tokenExpired);
    request.principal = principal;
    request.bearerToken = token;
  };
  app.decorate('authenticate', authenticate);
  app.decorate('requirePermission', (...codes: string[]) => async (request: FastifyRequest) => {
    if (!request.principal) await authenticate(request);
    if (!hasPermission(request.principal as Principal, codes)) throw new HttpError(403, MessageKey.forbidden);
  });
}, { name: 'auth-guard', dependencies: ['database'] });
