import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The shared client sends `content-type: application/json` on every call (SPEC §7), also on body-less
 * DELETEs (logout, delete by id). Fastify refuses an empty JSON body, so those are let through as no body;
 * every other JSON body is parsed by Fastify's own parser, which guards against prototype poisoning.
 */
export default fp(async function jsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (request.method === 'DELETE' && body.length === 0) return done(null, undefined);
    return parseJson(request, body.toString(), done);
  });
}, { name: 'json-body' });
