import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder until the auth module is written.
const routes: FastifyPluginAsyncZod = async () => {};
export default routes;
