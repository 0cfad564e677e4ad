import type { TestServer } from './test-server';

/**
 * The server's OpenAPI document as the tests generated from it read it (plugins/external/swagger.ts serves it at
 * /api/docs/json): its operations, their security and permission codes, and which operation a concrete request
 * path belongs to.
 */
export type JsonSchema = Record<string, unknown>;
export type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: JsonSchema };
export type MediaTypes = Record<string, { schema?: JsonSchema }>;
export type Operation = {
  operationId: string;
  security?: Array<Record<string, string[]>>;
  /** The permission codes of which the caller needs one (admin passes), from the route's permission hook. */
  'x-permissions'?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: MediaTypes };
  responses: Record<string, { description?: string; content?: MediaTypes }>;
};
export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};
export type DocumentedOperation = { method: string; path: string; op: Operation };

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

export async function openApiDocument(server: TestServer): Promise<OpenApiDocument> {
  const res = await server.call('GET', '/api/docs/json');
  if (res.status !== 200) throw new Error(`no OpenAPI document: ${res.status}`);
  return res.body as OpenApiDocument;
}

export function operationsOf(doc: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).filter(([method]) => METHODS.has(method)).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));
}

/** Who may call the operation, as its security requirement says: signed in only, signed in or not, anyone. */
export function accessOf(op: Operation): 'token' | 'optional' | 'public' {
  const security = op.security ?? [];
  if (security.length === 0) return 'public';
  return security.some((requirement) => Object.keys(requirement).length === 0) ? 'optional' : 'token';
}

/** The document's path with each `{name}` replaced by `value(name)`, URL-encoded. */
export function fillPath(path: string, value: (name: string) => string): string {
  return path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(value(name)));
}

type PathPattern = { path: string; regex: RegExp; staticSegments: number };

/**
 * Finds the documented path a concrete request path was served by, as the router does: a static segment beats a
 * parameter (`/api/orders/mine` is not `/api/orders/{id}`).
 */
export function pathMatcher(doc: OpenApiDocument): (method: string, url: string) => string | null {
  const patterns: PathPattern[] = Object.keys(doc.paths).map((path) => {
    const segments = path.split('/');
    const regex = new RegExp(`^${segments.map((s) => (/^\{[^}]+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/')}$`);
    return { path, regex, staticSegments: segments.filter((s) => !s.startsWith('{')).length };
  }).sort((a, b) => b.staticSegments - a.staticSegments);
  return (method, url) => {
    const pathname = new URL(url, 'http://x').pathname;
    const found = patterns.find((p) => p.regex.test(pathname) && doc.paths[p.path]?.[method.toLowerCase()]);
    return found?.path ?? null;
  };
}
