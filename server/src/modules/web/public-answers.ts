import type { FastifyInstance } from 'fastify';
import type { RenderAnswer } from './render-child';

/** Paths the API owns: an unknown one stays a JSON 404, never the host page. */
const API_ROOTS = ['/api', '/auth', '/avatar'];

export function isApiPath(urlPath: string): boolean {
  return API_ROOTS.some((root) => urlPath === root || urlPath.startsWith(`${root}/`));
}

/**
 * How a drawing process asks for its page's data (docs/federation.md "Server-drawn pages run isolated"): only GETs
 * of the API, answered by the server's own routes as a visitor without a session gets them, never with a session,
 * never another address.
 */
export const publicAnswers = (app: FastifyInstance) => async (method: string, pathWithQuery: string): Promise<RenderAnswer> => {
  if (method !== 'GET' || !isApiPath(pathWithQuery.split('?')[0] ?? '')) return { status: 404, contentType: 'application/json', body: '{}' };
  const res = await app.inject({ method: 'GET', url: pathWithQuery, headers: { accept: 'application/json' } });
  return { status: res.statusCode, contentType: String(res.headers['content-type'] ?? 'application/json'), body: res.body };
};
