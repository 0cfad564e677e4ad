import { z } from 'zod';

/** The back office's server monitor (`GET api/monitor/server`, monitor:list; docs/server-monitor.md). */

const bytes = z.number().nonnegative();
const ms = z.number().nonnegative();
const seconds = z.number().nonnegative();

export const DATABASE_KINDS = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

/**
 * The database as the monitor last found it. A database that does not answer is `down` with the error's kind (a
 * driver or SQLSTATE code such as `ECONNREFUSED` or `57P01`, or `timeout`); the call still answers 200.
 */
export const databaseStatusSchema = z.object({
  kind: z.enum(DATABASE_KINDS),
  status: z.enum(['up', 'down']),
  /** e.g. `PostgreSQL 15.20`; null while down. */
  version: z.string().nullable(),
  sizeBytes: bytes.nullable(),
  /** A `select 1` there and back. */
  roundTripMs: ms.nullable(),
  error: z.string().nullable(),
});
export type DatabaseStatus = z.infer<typeof databaseStatusSchema>;

/**
 * The operation log's writing in this server process since it started (docs/monitoring.md): rows waiting to be
 * written, and rows lost — refused by the database even one by one, unwritten while it was unreachable, or dropped
 * when too many waited. `lastError` is the last loss's kind (a SQLSTATE such as `22P05`, a driver code, `timeout`,
 * `bufferFull`), never its message.
 */
export const operationLogHealthSchema = z.object({
  pendingRows: z.number().int().nonnegative(),
  lostRows: z.number().int().nonnegative(),
  lastLostAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type OperationLogHealth = z.infer<typeof operationLogHealthSchema>;

export const serverMonitorSchema = z.object({
  /** When the sample was taken (ISO instant). */
  time: z.string(),
  cpu: z.object({ model: z.string(), cores: z.number().int().nonnegative(), loadPercent: z.number().min(0).max(100) }),
  /** Used: what programs hold, without the kernel's reclaimable caches. */
  memory: z.object({ totalBytes: bytes, usedBytes: bytes }),
  /** The filesystem of the server's data directory; null when it cannot be read. */
  disk: z.object({ totalBytes: bytes, usedBytes: bytes }).nullable(),
  node: z.object({ version: z.string(), heapUsedBytes: bytes, heapTotalBytes: bytes, rssBytes: bytes, uptimeSeconds: seconds }),
  /** Event-loop delay since the previous sample (or the server's start). */
  eventLoop: z.object({ p50Ms: ms, p99Ms: ms, maxMs: ms }),
  system: z.object({ os: z.string(), uptimeSeconds: seconds }),
  database: databaseStatusSchema,
  operationLog: operationLogHealthSchema,
});
export type ServerMonitor = z.infer<typeof serverMonitorSchema>;
