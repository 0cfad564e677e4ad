import crypto from 'node:crypto';

/**
 * The simulated users' HTTP client for the load-and-fault run (bench/flow.ts): requests spread over the live server
 * processes as a load balancer would; a request that fails in flight (its process was killed: the connection resets
 * or is refused) is sent again to another process with the same Idempotency-Key, as a browser's retry would. Every
 * logical request is recorded: its step, answer, time, and how many attempts the kill cost it.
 */
export type Server = { name: string; url: string; alive: boolean };

export type Sample = {
  step: string;
  write: boolean;
  status: number;
  ms: number;
  /** Attempts that failed in flight (a killed process) before the answer. */
  lostInFlight: number;
  at: number;
};

export type Answer<T = unknown> = { status: number; body: T };

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class PortalClient {
  readonly samples: Sample[] = [];
  private turn = 0;

  constructor(readonly servers: Server[]) {}

  private pick(): Server {
    const live = this.servers.filter((s) => s.alive);
    const pool = live.length > 0 ? live : this.servers;
    this.turn = (this.turn + 1) % pool.length;
    return pool[this.turn] as Server;
  }

  /**
   * One logical request. `key` is sent as Idempotency-Key on every attempt; a multipart `form` is rebuilt per attempt
   * by its maker. Gives up after 30 s of failures (the answer is then status 0).
   */
  async call<T = unknown>(step: string, method: string, path: string, opts: {
    token?: string; body?: unknown; key?: string; form?: () => FormData;
  } = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.key) headers['idempotency-key'] = opts.key;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    let lostInFlight = 0;
    for (;;) {
      const server = this.pick();
      const attemptStart = performance.now();
      try {
        const res = await fetch(server.url + path, {
          method, headers, body: opts.form ? opts.form() : opts.body === undefined ? undefined : JSON.stringify(opts.body),
          signal: AbortSignal.timeout(20_000),
        });
        const text = await res.text();
        let body: unknown = text;
        try { body = text ? JSON.parse(text) : null; } catch { /* not JSON */ }
        this.samples.push({ step, write: WRITES.has(method), status: res.status, ms: performance.now() - attemptStart, lostInFlight, at: Date.now() });
        return { status: res.status, body: body as T };
      } catch {
        lostInFlight += 1;
        if (performance.now() - started > 30_000) {
          this.samples.push({ step, write: WRITES.has(method), status: 0, ms: performance.now() - started, lostInFlight, at: Date.now() });
          return { status: 0, body: null as T };
        }
        await sleep(100 + Math.random() * 200);
      }
    }
  }
}

export const newKey = () => crypto.randomUUID();
