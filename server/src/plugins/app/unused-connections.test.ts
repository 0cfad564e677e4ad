import net from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { timed } from '../../../test/timed';
import unusedConnections from './unused-connections';

/** A TCP connection to `url` that sends nothing, as a browser's preconnect does. */
async function silentConnection(url: string): Promise<net.Socket> {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  await new Promise((resolve, reject) => { socket.once('connect', resolve); socket.once('error', reject); });
  socket.on('error', () => undefined);
  return socket;
}

// Without the plugin each close below waits until Node's headers timeout (60 s and more), beyond these tests' limits.
describe('closing with connections that never sent a request', () => {
  it('drops them at once, and a request under way still gets its answer', async () => {
    const app = Fastify();
    await app.register(unusedConnections);
    let arrived: () => void = () => undefined;
    const underWay = new Promise<void>((resolve) => { arrived = resolve; });
    app.get('/slow', async () => {
      arrived();
      await new Promise((resolve) => { setTimeout(resolve, 500); });
      return { done: true };
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const silent = await silentConnection(url);
    const silentDropped = new Promise((resolve) => { silent.once('close', resolve); });
    const answer = fetch(`${url}/slow`).then(async (res) => ({ status: res.status, body: await res.json() }));
    await underWay;

    const took = await timed(() => app.close());
    expect(await answer).toEqual({ status: 200, body: { done: true } });
    await silentDropped;
    expect(took).toBeLessThan(10_000);
  }, 20_000);

  it('the portal closes at once with one open', async () => {
    const server = await startTestServer();
    await silentConnection(server.url);
    expect(await timed(() => server.close())).toBeLessThan(10_000);
  }, 30_000);
});
