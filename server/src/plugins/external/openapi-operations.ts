import type { RouteOptions } from 'fastify';
import { permissionCodesOf, tokenUseOf, type TokenUse } from '../app/auth-guard';

/**
 * What every operation of the OpenAPI document declares, derived from the route itself so that a new route
 * cannot forget it (issue 14): its security from the hooks that read the token (auth-guard's markTokenUse),
 * the permission codes its permission hook asks for (`x-permissions`, one of them is needed; admin passes), and a
 * stable operationId from its method and path unless the route names one.
 */

const HOOKS = ['onRequest', 'preValidation', 'preHandler'] as const;

const hooksOf = (route: RouteOptions): unknown[] => HOOKS.flatMap((name) => {
  const hooks = route[name];
  return Array.isArray(hooks) ? hooks : hooks ? [hooks] : [];
});

function tokenUseOfRoute(route: RouteOptions): TokenUse | undefined {
  const uses = hooksOf(route).map(tokenUseOf);
  if (uses.includes('required')) return 'required';
  return uses.includes('optional') ? 'optional' : undefined;
}

const BEARER = { bearer: [] as string[] };

export function securityOf(route: RouteOptions): Array<Record<string, string[]>> {
  const use = tokenUseOfRoute(route);
  if (use === 'required') return [BEARER];
  // Optional: signed in or not (an empty requirement is "no credentials").
  if (use === 'optional') return [BEARER, {}];
  return [];
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const camel = (segment: string) => segment.split(/[-_.]+/).filter(Boolean).map(capital).join('');

/** `GET /api/goods/:id` → `getGoodsById`, `POST /auth/email/code` → `postAuthEmailCode`, `GET /api/mall-files/*` → `getMallFilesPath`. */
export function operationIdOf(method: string, url: string): string {
  const words = url.split('/').filter(Boolean).filter((s, i) => !(i === 0 && s === 'api')).map((segment) => {
    if (segment === '*') return 'Path';
    if (segment.startsWith(':')) return `By${camel(segment.slice(1))}`;
    return camel(segment);
  });
  return method.toLowerCase() + words.join('');
}

/** The codes of which a caller needs one; none when the route checks no permission code. */
export function permissionsOf(route: RouteOptions): string[] {
  return [...new Set(hooksOf(route).flatMap((hook) => permissionCodesOf(hook) ?? []))];
}

type OperationSchema = { hide?: boolean; operationId?: string; security?: unknown; 'x-permissions'?: string[] };

/** Fills in what the route leaves out; a route's own `security` or `operationId` wins. */
export function describeOperation(route: RouteOptions): void {
  const schema = route.schema as OperationSchema | undefined;
  if (!schema || schema.hide) return;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const method = methods.find((m) => m !== 'HEAD') ?? methods[0] ?? 'GET';
  schema.operationId ??= operationIdOf(method, route.url);
  schema.security ??= securityOf(route);
  const permissions = permissionsOf(route);
  if (permissions.length) schema['x-permissions'] ??= permissions;
}
