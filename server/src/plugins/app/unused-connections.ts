import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Closing the app (a shutdown, a test file's end) waits for the requests under way, and Fastify closes the idle
 * keep-alive connections when closing starts. Two kinds of connection outlived that by a minute or more, and closing
 * waited for them: one that never sent a request (a browser's preconnect, a client that opened one and used another),
 * which Node counts as busy until its headers time out (60–90 s; a server test file's close took 70 s about one run in
 * ten, docs/testing.md step 12), and the connection of a request that was under way, kept alive after its answer
 * (72 s). So closing drops the first at once, and the answers sent while closing end their connection.
 */
export default fp(async function unusedConnections(app: FastifyInstance) {
  const unused = new Set<Socket>();
  let closing = false;
  app.server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  app.server.on('request', (request: { socket: Socket }) => { unused.delete(request.socket); });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    closing = true;
    for (const socket of unused) socket.destroy();
  });
}, { name: 'unused-connections' });
