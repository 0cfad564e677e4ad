import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder until the dict module is written.
const routes: FastifyPluginAsyncZod = async () => {};
export default routes;
