import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { MessageKey } from 'shared-contracts/api/message-keys';
import crypto from 'node:crypto';
import { findPrincipal, type Principal } from '../../modules/auth/tokens';
import { HttpError } from './errors';
import { TtlCache } from './ttl-cache';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /** The bearer token as sent, for logout. */
    bearerToken: string | null;
  }
  interface FastifyInstance {
    /**
     * Route hook: 401 unless the request carries a live token. Runs in onRequest, before the body is read, in
     * whichever of onRequest, preValidation or preHandler the route names it (see `authenticateFirst`).
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Route hook, run as `authenticate` is: 401 without a token, 403 unless the user is admin or holds one of the codes. */
    requirePermission: (...codes: string[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * Call after a write that changes who may do what (roles, menus, users, tokens) outside a request's answer;
     * drops cached principals here and in every other process. Write routes do it anyway before they answer.
     */
    principalsChanged: () => Promise<void>;
  }
}

export type AuthGuardOptions = {
  /** Overrides the principal cache's TTL (PRINCIPAL_TTL_MS); 0 turns the cache off. */
  principalTtlMs?: number;
};

/**
 * How long a resolved principal may serve read requests (GET/HEAD) before the database is asked again.
 * Every write request clears the cache before its answer leaves, in this process and (through
 * plugins/app/shared-caches.ts) in every other, so a logout, a kicked or disabled user or a changed role or menu
 * takes effect at once everywhere; the TTL only bounds staleness while a process's cache listener is cut off
 * (docs/performance.md). Off when NODE_ENV=test: tests change tokens and users directly in the database and
 * expect the next request to see it.
 */
export const PRINCIPAL_TTL_MS = 3_000;

/** `Bearer <token>` only (the scheme case-insensitive, RFC 7235); a bare token or another scheme is no credential. */
const BEARER = /^Bearer +([^\s]{1,200})\s*$/i;

export function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  return BEARER.exec(header)?.[1] ?? null;
}

/** The principal of a request that passed `authenticate` or `requirePermission`; anything else is a wiring bug. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('authenticate did not set the principal');
  return request.principal;
}

/** The signed-in user's id on a route guarded by `authenticate` or `requirePermission`. */
export const userIdOf = (request: FastifyRequest): number => principalOf(request).userId;

export function hasPermission(principal: Principal, codes: string[]): boolean {
  return principal.isAdmin || codes.some((c) => principal.roles.includes(c));
}

/** The name of the principal cache among the shared caches. */
export const PRINCIPALS_CACHE = 'principals';

const readOnly = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Marks a route hook that asks for the bearer token (`required`) or reads it when sent (`optional`), so the
 * OpenAPI document declares each operation's security from the hooks themselves (plugins/external/swagger.ts).
 */
export const TOKEN_USE = Symbol('token use');
export type TokenUse = 'required' | 'optional';
export function markTokenUse<F extends object>(hook: F, use: TokenUse): F {
  return Object.assign(hook, { [TOKEN_USE]: use });
}
export function tokenUseOf(hook: unknown): TokenUse | undefined {
  return typeof hook === 'function' ? (hook as { [TOKEN_USE]?: TokenUse })[TOKEN_USE] : undefined;
}

/** Marks `requirePermission`'s hook with its codes, so the OpenAPI document lists them (`x-permissions`). */
export const PERMISSION_CODES = Symbol('permission codes');
export function permissionCodesOf(hook: unknown): readonly string[] | undefined {
  return typeof hook === 'function' ? (hook as { [PERMISSION_CODES]?: readonly string[] })[PERMISSION_CODES] : undefined;
}

type AnyHook = NonNullable<RouteOptions['onRequest']>;
const listOf = (hooks: unknown): unknown[] => (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []);

/**
 * Moves the hooks that require a token (`authenticate`, `requirePermission`) from preValidation and preHandler to
 * the end of the route's onRequest hooks, which run before the body is read: a caller without a live token or
 * the right gets 401/403 whatever it sends — never the schema's errors, which tell the expected shape — and no
 * body is parsed for it (issue 24). Done here for every route, so routes name the guard where they like and a
 * new one cannot get the order wrong. Hooks that merely read a token when sent (`optional`) stay where they are:
 * one of them chooses by the body (register/routes.ts).
 */
export function authenticateFirst(route: RouteOptions): void {
  const moved: unknown[] = [];
  for (const phase of ['preValidation', 'preHandler'] as const) {
    const hooks = listOf(route[phase]);
    const required = hooks.filter((hook) => tokenUseOf(hook) === 'required');
    if (required.length === 0) continue;
    moved.push(...required);
    route[phase] = hooks.filter((hook) => !required.includes(hook)) as RouteOptions[typeof phase];
  }
  if (moved.length) route.onRequest = [...listOf(route.onRequest), ...moved] as AnyHook;
}

export default fp(async function authGuard(app: FastifyInstance, opts: AuthGuardOptions) {
  app.decorateRequest('principal', null);
  app.decorateRequest('bearerToken', null);
  const ttl = opts.principalTtlMs ?? (app.config.nodeEnv === 'test' ? 0 : PRINCIPAL_TTL_MS);
  const principals = new TtlCache<Principal>(ttl, 10_000);

  const resolve = async (request: FastifyRequest, token: string): Promise<Principal | null> => {
    if (!principals.enabled || !readOnly.has(request.method)) return findPrincipal(app.db, token);
    // Keyed by a digest so the map never holds bearer tokens; the one-shot hash is half the cost of createHash.
    const key = crypto.hash('sha256', token, 'base64');
    const cached = principals.get(key);
    if (cached) return cached;
    const version = principals.version();
    const found = await findPrincipal(app.db, token);
    if (!found) return null;
    // Shared by the requests that hit the cache, so nobody may change it.
    const principal = Object.freeze({ ...found, roles: Object.freeze([...found.roles]) as string[] });
    principals.set(key, principal, version);
    return principal;
  };

  const authenticate = async (request: FastifyRequest) => {
    const token = bearerOf(request);
    if (!token) throw new HttpError(401, MessageKey.unauthorized);
    const principal = await resolve(request, token);
    if (!principal) throw new HttpError(401, MessageKey.tokenExpired);
    request.principal = principal;
    request.bearerToken = token;
  };
  // What a signed-in request answers is that user's (personal data, roles, carts, orders): no cache may keep it.
  app.addHook('onSend', async (request, reply) => {
    if (request.principal && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  app.decorate('authenticate', markTokenUse(authenticate, 'required'));
  app.decorate('requirePermission', (...codes: string[]) => markTokenUse(Object.assign(async (request: FastifyRequest) => {
    if (!request.principal) await authenticate(request);
    if (!hasPermission(request.principal as Principal, codes)) throw new HttpError(403, MessageKey.forbidden);
  }, { [PERMISSION_CODES]: Object.freeze([...codes]) }), 'required'));
  app.sharedCaches.register(PRINCIPALS_CACHE, () => principals.clear());
  const dropPrincipals = () => app.sharedCaches.changed(PRINCIPALS_CACHE);
  app.decorate('principalsChanged', dropPrincipals);
  // Any write may change roles, menus, users or tokens (logout), so every write route drops the cached
  // principals, here and in the other processes, before its answer leaves: the client's next request already
  // misses wherever it lands. Also when this process caches nothing (tests): the others may. Attached per route
  // (rather than as a global hook) so reads pay nothing for it.
  app.addHook('onRoute', authenticateFirst);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((m) => readOnly.has(m)) || route.config?.browserReport) return;
    const existing = route.onSend ? (Array.isArray(route.onSend) ? route.onSend : [route.onSend]) : [];
    route.onSend = [...existing, dropPrincipals];
  });
}, { name: 'auth-guard', dependencies: ['database', 'shared-caches'] });
