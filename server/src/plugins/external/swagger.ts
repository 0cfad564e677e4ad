import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { exactResponses, exactSchemas } from './openapi-exact';
import { describeOperation } from './openapi-operations';

/** OpenAPI from the route schemas; the UI at /api/docs, and /doc.html (SPEC §7) leads there. */
export default fp(async function swagger(app: FastifyInstance) {
  // Before @fastify/swagger's own hook reads the route: every operation gets its security and operationId.
  app.addHook('onRoute', describeOperation);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Procurement portal API',
        version: '1.0.0',
        description: 'The API of the procurement portal: the buyer mall and the back office. Errors answer `{status, message}` with a message key.',
        license: { name: 'Proprietary', url: 'https://procurement.example/license' },
      },
      servers: [{ url: '/', description: 'This portal' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // The collection extension's own key (docs/collect-extension.md): its routes only, never a session.
          collectToken: { type: 'apiKey', in: 'header', name: 'x-collect-token' },
        },
      },
    },
    // Files, pages and 204s documented as what they are (openapi-exact.ts).
    transform: (route) => exactResponses(jsonSchemaTransform(route)),
    // Emits the registered recursive schemas (menus) as components so their $refs resolve; then makes every schema
    // of the document exact (nullable enums list null, records name their keys).
    transformObject: (document) => exactSchemas(jsonSchemaTransformObject(document)),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/doc.html', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/api/docs'));
}, { name: 'swagger' });
