import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Server } from './portal-client';

/**
 * The portal's server processes for the run, started as production starts them (`node dist/main.js`) on one
 * PostgreSQL database and one uploads directory: two stateless processes behind the simulated load balancer.
 */
export type ServerProcess = Server & { port: number; child: ChildProcess | null; env: Record<string, string>; log: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitUntilServing(server: ServerProcess, timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      const res = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return Date.now() - started;
    } catch { /* not yet */ }
    if (Date.now() - started > timeoutMs) throw new Error(`${server.name} did not start: see ${server.log}`);
    await sleep(100);
  }
}

export function startProcess(server: ServerProcess, distMain: string): void {
  const out = fs.openSync(server.log, 'a');
  server.child = spawn(process.execPath, [distMain], { env: { ...process.env, ...server.env, PORT: String(server.port) }, stdio: ['ignore', out, out] });
  server.child.on('exit', () => { server.alive = false; });
}

export function makeServer(name: string, port: number, env: Record<string, string>, logDir: string): ServerProcess {
  return { name, port, url: `http://127.0.0.1:${port}`, alive: false, child: null, env, log: path.join(logDir, `${name}.log`) };
}

/** `kill -9`: no shutdown hook runs, requests in flight lose their connection. */
export function killHard(server: ServerProcess): void {
  server.alive = false;
  server.child?.kill('SIGKILL');
}

export async function stopGently(server: ServerProcess): Promise<void> {
  if (!server.child || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child?.once('exit', resolve));
  server.child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
}
