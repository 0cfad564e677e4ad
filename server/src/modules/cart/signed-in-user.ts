import type { FastifyRequest } from 'fastify';

/** The signed-in user's id on a route guarded by `app.authenticate` / `requirePermission`. */
export function userIdOf(request: FastifyRequest): number {
  const principal = request.principal;
  if (!principal) throw new Error('authenticate did not set the principal');
  return principal.userId;
}
