import { performance } from 'node:perf_hooks';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/** Statements kept at most; when full, the least used tenth goes at once so a stream of new texts costs one sort per hundred. */
export const MAX_STATEMENTS = 1000;
/** Texts longer than this are kept (and told apart) by their first this many characters. */
export const MAX_TEXT = 2000;

export type StatementTiming = { query: string; calls: number; totalMs: number; maxMs: number; rows: number };

/**
 * The server's own timings of every statement it runs (the SQL monitor's source when `pg_stat_statements` is not
 * there), keyed by the statement's text as the driver gets it: drizzle already sends it with `$n` parameters, so no
 * normalisation is needed and a call costs one Map lookup and a few additions.
 */
export class StatementTimings {
  private readonly byText = new Map<string, StatementTiming>();
  private resetAt = new Date();

  record(text: string, ms: number, rows: number): void {
    let entry = this.byText.get(text);
    if (entry === undefined) {
      const query = text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text;
      entry = this.byText.get(query);
      if (entry === undefined) {
        if (this.byText.size >= MAX_STATEMENTS) this.dropLeastUsed();
        entry = { query, calls: 0, totalMs: 0, maxMs: 0, rows: 0 };
        this.byText.set(query, entry);
      }
    }
    entry.calls += 1;
    entry.totalMs += ms;
    if (ms > entry.maxMs) entry.maxMs = ms;
    entry.rows += rows;
  }

  /** The statements as they are now (the entries themselves: callers read, never write). */
  all(): readonly StatementTiming[] {
    return [...this.byText.values()];
  }

  /** When the timings started: the server's start or the last reset. */
  since(): Date {
    return this.resetAt;
  }

  clear(): void {
    this.byText.clear();
    this.resetAt = new Date();
  }

  private dropLeastUsed(): void {
    const byUse = [...this.byText.values()].sort((a, b) => a.calls - b.calls || a.totalMs - b.totalMs);
    for (const entry of byUse.slice(0, Math.ceil(MAX_STATEMENTS / 10))) this.byText.delete(entry.query);
  }
}

type PgResultLike = { rowCount?: number | null } | undefined;
type PgCallback = (err: Error | null, res: PgResultLike) => void;
type PgQuery = (this: pg.ClientBase, config: unknown, values?: unknown, callback?: unknown) => unknown;

const pgRows = (res: PgResultLike | PgResultLike[]): number => (Array.isArray(res) ? 0 : res?.rowCount ?? 0);

/**
 * Times every statement of a node-postgres pool: each new connection's `query` is wrapped once, which covers
 * `pool.query` (it checks out a client and calls its `query` with a callback) and transactions (drizzle's
 * `pool.connect()` then `client.query(config)`, a promise). Streams and cursors (`submit`) pass untimed.
 */
export function timePool(pool: pg.Pool, timings: StatementTimings): void {
  pool.on('connect', (client) => {
    const original = client.query as unknown as PgQuery;
    const timed: PgQuery = function timedQuery(config, values, callback) {
      const text = typeof config === 'string' ? config
        : config !== null && typeof config === 'object' && !('submit' in config) ? (config as { text?: unknown }).text : undefined;
      if (typeof text !== 'string') return original.call(this, config, values, callback);
      const start = performance.now();
      const done = (res: PgResultLike) => timings.record(text, performance.now() - start, pgRows(res));
      if (typeof values === 'function') {
        const cb = values as PgCallback;
        return original.call(this, config, (err: Error | null, res: PgResultLike) => { done(res); cb(err, res); });
      }
      if (typeof callback === 'function') {
        const cb = callback as PgCallback;
        return original.call(this, config, values, (err: Error | null, res: PgResultLike) => { done(res); cb(err, res); });
      }
      const result = original.call(this, config, values) as Promise<PgResultLike>;
      return result.then((res) => { done(res); return res; }, (err: unknown) => { done(undefined); throw err; });
    };
    (client as unknown as { query: PgQuery }).query = timed;
  });
}

type Queryable = Pick<PGlite, 'query' | 'exec'> | Pick<Transaction, 'query' | 'exec'>;

const pgliteRows = (res: Results | Results[] | undefined): number => {
  if (res === undefined || Array.isArray(res)) return 0;
  return Math.max(res.rows.length, res.affectedRows ?? 0);
};

/** Replaces `query` and `exec` of a PGlite client or of one of its transactions with timed ones. */
function timeQueryable(target: Queryable, timings: StatementTimings): void {
  const query = target.query.bind(target) as PGlite['query'];
  const exec = target.exec.bind(target) as PGlite['exec'];
  const timedQuery: PGlite['query'] = async (text, params, options) => {
    const start = performance.now();
    let res: Results<never> | undefined;
    try {
      res = await query(text, params, options);
      return res;
    } finally {
      timings.record(text, performance.now() - start, pgliteRows(res));
    }
  };
  const timedExec: PGlite['exec'] = async (text, options) => {
    const start = performance.now();
    try {
      return await exec(text, options);
    } finally {
      timings.record(text, performance.now() - start, 0);
    }
  };
  Object.assign(target, { query: timedQuery, exec: timedExec });
}

/**
 * Times every statement of a PGlite client, in and out of transactions (drizzle runs a transaction's statements on
 * the object PGlite hands to the callback). PGlite runs one statement at a time, so a time includes the wait for
 * the statement before it: what the request felt, which is what the monitor is for.
 */
export function timePglite(client: PGlite, timings: StatementTimings): void {
  timeQueryable(client, timings);
  const transaction = client.transaction.bind(client);
  const timedTransaction: PGlite['transaction'] = (callback) => transaction((tx) => {
    timeQueryable(tx, timings);
    return callback(tx);
  });
  Object.assign(client, { transaction: timedTransaction });
}
