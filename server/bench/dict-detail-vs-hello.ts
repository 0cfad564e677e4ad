import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

/**
 * Requests per second of a bare Fastify hello-world and of the real app answering an authenticated
 * `GET /api/dictDetail?dictName=order_status&page=0&size=9999`, measured the same way in one run, and
 * their ratio. Each server runs alone in its own process; autocannon runs here. docs/performance.md.
 *
 *   npx tsx bench/dict-detail-vs-hello.ts [--duration 8] [--warmup 2] [--connections 10] [--rounds 3] [--slices 4] [--log warn] [--profile dir]
 *
 * Both servers run side by side (an idle one costs nothing) and are measured in alternating slices
 * (hello, app, hello, app, ...), so load from other processes on a shared machine falls on both alike.
 *   DATABASE_URL=postgres://... npx tsx bench/dict-detail-vs-hello.ts   (the app on a fresh PostgreSQL database)
 */
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    slices: { type: 'string', default: '4' },
    log: { type: 'string', default: 'warn' },
    /** Directory for a V8 CPU profile of the app process. */
    profile: { type: 'string' },
  },
});
const duration = Number(args.duration);
const warmup = Number(args.warmup);
const connections = Number(args.connections);
const rounds = Number(args.rounds);
const slices = Number(args.slices);
const here = path.dirname(fileURLToPath(import.meta.url));

type Ready = { url: string; token?: string; driver?: string };

function start(script: string, argv: string[] = []): Promise<{ child: ChildProcess; ready: Ready }> {
  return new Promise((resolve, reject) => {
    const profile = args.profile && script === 'serve-app.ts' ? ['--cpu-prof', `--cpu-prof-dir=${args.profile}`] : [];
    const child = fork(path.join(here, script), argv, { execArgv: ['--import', 'tsx', ...profile], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (ready) => resolve({ child, ready: ready as Ready }));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before it was ready`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.disconnect();
  });
}

async function measure(url: string, headers: Record<string, string>, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url, headers, connections, duration: seconds, pipelining: 1 });
}

type Target = { label: string; url: string; headers: Record<string, string>; requests: number; seconds: number; latencies: number[] };

async function slice(target: Target, seconds: number): Promise<void> {
  const result = await measure(target.url, target.headers, seconds);
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${target.label}: ${bad} of ${result.requests.total} requests failed (non-2xx ${result.non2xx}, errors ${result.errors})`);
  target.requests += result.requests.total;
  target.seconds += result.duration;
  target.latencies.push(result.latency.p99);
}

function report(target: Target): number {
  const rps = target.requests / target.seconds;
  console.log(`${target.label.padEnd(36)} ${rps.toFixed(0).padStart(7)} req/s  (${target.requests} requests in ${target.seconds.toFixed(1)} s, `
    + `worst slice p99 ${Math.max(...target.latencies)} ms)`);
  return rps;
}

const dictPath = '/api/dictDetail?dictName=order_status&page=0&size=9999';
const ratios: number[] = [];
console.log(`node ${process.version}, ${os.cpus().length} cores; ${connections} connections, ${warmup} s warm-up + ${duration} s per target in ${slices} alternating slices`);
for (let round = 1; round <= rounds; round++) {
  const [hello, app] = await Promise.all([start('serve-hello.ts'), start('serve-app.ts', [args.log])]);
  const headers = { authorization: `Bearer ${app.ready.token}` };
  const check = await fetch(app.ready.url + dictPath, { headers });
  const body = (await check.json()) as { totalElements?: number };
  if (check.status !== 200 || body.totalElements !== 15) throw new Error(`dictDetail answered ${check.status} ${JSON.stringify(body)}`);

  const a: Target = { label: 'hello world', url: hello.ready.url, headers: {}, requests: 0, seconds: 0, latencies: [] };
  const b: Target = { label: `dictDetail (${app.ready.driver}, authenticated)`, url: app.ready.url + dictPath, headers, requests: 0, seconds: 0, latencies: [] };
  if (warmup > 0) {
    await measure(a.url, a.headers, warmup);
    await measure(b.url, b.headers, warmup);
  }
  for (let i = 0; i < slices; i++) {
    await slice(a, duration / slices);
    await slice(b, duration / slices);
  }
  // Let requests still in flight when autocannon stopped finish before the servers close.
  await new Promise((r) => setTimeout(r, 500));
  await Promise.all([stop(hello.child), stop(app.child)]);

  const helloRps = report(a);
  const ratio = report(b) / helloRps;
  ratios.push(ratio);
  console.log(`round ${round}: ratio dictDetail / hello = ${ratio.toFixed(3)}`);
}
if (rounds > 1) {
  const sorted = [...ratios].sort((a, b) => a - b);
  console.log(`median ratio of ${rounds} rounds: ${sorted[Math.floor(sorted.length / 2)]?.toFixed(3)}`);
}
