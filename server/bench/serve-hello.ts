import Fastify from 'fastify';

/** The baseline: a bare Fastify answering `{hello: 'world'}`, in its own process like the app. */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}/` });
process.on('disconnect', () => void app.close().then(() => process.exit(0)));
