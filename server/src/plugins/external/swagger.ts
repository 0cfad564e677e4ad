import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI from the route schemas; the UI at /api/docs, and /doc.html (SPEC §7) leads there. */
export default fp(async function swagger(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Procurement portal API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    // Emits the registered recursive schemas (menus) as components so their $refs resolve.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/doc.html', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/api/docs'));
}, { name: 'swagger' });
