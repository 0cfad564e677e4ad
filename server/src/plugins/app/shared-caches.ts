import crypto from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';

declare module 'fastify' {
  interface FastifyInstance {
    sharedCaches: SharedCaches;
  }
}

/** The PostgreSQL channel every server process listens on (docs/performance.md, "Caches across processes"). */
export const CACHE_CHANNEL = 'portal_caches';

type Notice = { from: string; id: number; names: string[] };

/** How long a write waits for its own notice to come back before it answers anyway. */
const ECHO_WAIT_MS = 1_000;

/** Stands for every registered cache. */
const ALL = '*';

/**
 * Caches a process keeps in memory (principals, dictionary pages) that a write in another process can make
 * stale. A module registers its cache's `clear` under a name; after a write it calls `changed(name)`, which clears
 * it here and, on PostgreSQL, tells every other process through NOTIFY before the write's answer leaves, so the
 * client's next request is refused or answered freshly by whichever process it reaches.
 *
 * On PGlite there is one process per data directory (docs/jobs.md), so clearing here is all there is.
 */
export class SharedCaches {
  /** Several caches may hang on one name: everything derived from the remote registry clears together. */
  private readonly clears = new Map<string, Array<() => void>>();
  /** Tells this process's own notices apart from the others'. */
  readonly processId = crypto.randomUUID();
  private sent = 0;
  /** This process's notices on their way, by id: resolved when the listener hears them back. */
  private readonly echoes = new Map<number, () => void>();

  constructor(
    private readonly notify: ((payload: string) => Promise<void>) | null,
    private readonly onNotifyFailed: (err: unknown) => void = () => {},
  ) {}

  register(name: string, clear: () => void): void {
    if (name === ALL) throw new Error(`${ALL} names every cache; register a cache under a name of its own`);
    const list = this.clears.get(name) ?? [];
    if (list.includes(clear)) throw new Error(`cache ${name} is registered twice`);
    this.clears.set(name, [...list, clear]);
  }

  /** Clears the named caches here and in every other process. */
  async changed(...names: string[]): Promise<void> {
    this.clearHere(names);
    // A write that succeeded is not failed for a notice that could not be sent: the other processes' caches
    // then expire by their TTL (3-5 s), the bound they had before notices existed.
    if (!this.notify) return;
    const id = ++this.sent;
    // PostgreSQL hands a notice to every listening connection at once, so when this process's own listener has it
    // back, the other processes' connections have it too: it is already waiting in their sockets when the client's
    // next request reaches them. Without the wait a busy process could read that request first.
    let timer: NodeJS.Timeout | undefined;
    const echoed = new Promise<void>((resolve) => {
      this.echoes.set(id, resolve);
      timer = setTimeout(resolve, ECHO_WAIT_MS);
    });
    try {
      await this.notify(JSON.stringify({ from: this.processId, id, names } satisfies Notice));
      await echoed;
    } catch (err) {
      this.onNotifyFailed(err);
    } finally {
      clearTimeout(timer);
      this.echoes.delete(id);
    }
  }

  async clearAll(): Promise<void> {
    await this.changed(ALL);
  }

  /** Clears the named caches of this process only (a notice from another process); `*` clears them all. */
  clearHere(names: readonly string[]): void {
    const all = names.includes(ALL);
    for (const [name, clears] of this.clears) if (all || names.includes(name)) clears.forEach((clear) => clear());
  }

  /** A notice as received on the channel; this process's own are already applied here, and end their wait. */
  receive(payload: string): void {
    let notice: Notice;
    try {
      notice = JSON.parse(payload) as Notice;
    } catch {
      return;
    }
    if (notice.from === this.processId) {
      this.echoes.get(notice.id)?.();
      return;
    }
    if (!Array.isArray(notice.names)) return;
    this.clearHere(notice.names.filter((n) => typeof n === 'string'));
  }
}

/**
 * The LISTEN side on PostgreSQL: one connection of its own (a pooled one would be handed to queries). If it is
 * lost, notices sent meanwhile are lost too, so every cache is cleared and caching stays bounded by each cache's
 * TTL until the connection is back; it is retried every second.
 */
class CacheListener {
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly connectionString: string,
    private readonly caches: SharedCaches,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (msg) => {
      if (msg.channel === CACHE_CHANNEL && msg.payload) this.caches.receive(msg.payload);
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, null));
    await client.connect();
    await client.query(`LISTEN ${CACHE_CHANNEL}`);
    this.client = client;
  }

  private lost(client: pg.Client, err: Error | null): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    this.log.warn({ err: err?.message }, 'cache listener lost its connection; caches cleared until it is back');
    this.caches.clearHere([ALL]);
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    this.retry = setTimeout(() => {
      this.start().catch((err: unknown) => {
        this.log.warn({ err: (err as Error).message }, 'cache listener could not reconnect');
        if (!this.closed) this.scheduleRetry();
      });
    }, 1_000);
    this.retry.unref();
  }

  async stop(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.client?.end().catch(() => {});
  }
}

export default fp(async function sharedCachesPlugin(app: FastifyInstance) {
  const database = app.database;
  const notify = database.driver === 'postgres'
    ? async (payload: string) => { await database.pool.query('select pg_notify($1, $2)', [CACHE_CHANNEL, payload]); }
    : null;
  const log = app.log.child({ module: 'shared-caches' });
  const caches = new SharedCaches(notify, (err) => log.error({ err: (err as Error).message }, 'could not tell the other processes to clear their caches'));
  app.decorate('sharedCaches', caches);
  if (database.driver !== 'postgres') return;
  const connectionString = (database.pool.options as { connectionString?: string }).connectionString;
  if (!connectionString) throw new Error('the PostgreSQL pool has no connection string to listen with');
  const listener = new CacheListener(connectionString, caches, log);
  await listener.start();
  app.addHook('onClose', async () => listener.stop());
}, { name: 'shared-caches', dependencies: ['database'] });

