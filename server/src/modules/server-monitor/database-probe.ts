import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import type { DatabaseStatus } from 'shared-contracts/api/server-monitor';
import type { Database } from '../../db/connect';
import { queryRows } from '../../db/rows';

/** A database that has not answered `select 1` by then counts as down (the monitor must not hang with it). */
export const PROBE_TIMEOUT_MS = 2000;

class ProbeTimeout extends Error {}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new ProbeTimeout()), ms); });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** A driver code (`ECONNREFUSED`), a SQLSTATE (`57P01`), `timeout`, or the error's class: never its message (it may hold a host or user). */
export function errorKindOf(err: unknown): string {
  if (err instanceof ProbeTimeout) return 'timeout';
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code) return code;
  }
  return err instanceof Error ? err.name : 'unknown';
}

/** Up with its version, size and a `select 1` round trip, or down with the error's kind; never throws. */
export async function probeDatabase(database: Database, timeoutMs = PROBE_TIMEOUT_MS): Promise<DatabaseStatus> {
  const kind = database.driver;
  try {
    const start = performance.now();
    await within(queryRows(database.db, sql`select 1`), timeoutMs);
    const roundTripMs = Math.round((performance.now() - start) * 100) / 100;
    const [row] = await within(queryRows<{ version: string; size: number | string }>(database.db, sql`
      select current_setting('server_version') as version, pg_database_size(current_database()) as size`), timeoutMs);
    return { kind, status: 'up', version: row?.version ?? null, sizeBytes: row ? Number(row.size) : null, roundTripMs, error: null };
  } catch (err) {
    return { kind, status: 'down', version: null, sizeBytes: null, roundTripMs: null, error: errorKindOf(err) };
  }
}
