import { z } from 'zod';
import { MessageKey } from './message-keys';
import { pageQuerySchema } from './common';
import { text } from './text';

/** The back office's SQL monitor (`api/monitor/sql`, sql:list; docs/server-monitor.md). */

/** `pg_stat_statements` when PostgreSQL has it in this database and lets the portal read it; the server's own timings always. */
export const SQL_SOURCES = ['server', 'pg_stat_statements'] as const;
export type SqlSource = (typeof SQL_SOURCES)[number];
export const SQL_SORTS = ['calls', 'total', 'mean', 'max'] as const;
export type SqlSort = (typeof SQL_SORTS)[number];

const badRequest = { message: MessageKey.badRequest };

/** `GET api/monitor/sql`: `source` `auto` takes `pg_stat_statements` when it is there, else the server's timings. */
export const sqlMonitorQuerySchema = pageQuerySchema.extend({
  size: z.coerce.number({ message: MessageKey.invalidNumber }).int().min(1).max(100).default(20),
  sort: z.enum(SQL_SORTS, badRequest).default('total'),
  order: z.enum(['asc', 'desc'], badRequest).default('desc'),
  /** Part of the statement's text, any case. */
  filter: text().trim().max(200, MessageKey.tooLong).optional(),
  source: z.enum(['auto', ...SQL_SOURCES], badRequest).default('auto'),
});
export type SqlMonitorQuery = z.output<typeof sqlMonitorQuerySchema>;

export const sqlStatementSchema = z.object({
  /** The statement with `$n` (or pg_stat_statements' own) placeholders, cut when very long. */
  query: z.string(),
  calls: z.number().int().nonnegative(),
  totalMs: z.number().nonnegative(),
  meanMs: z.number().nonnegative(),
  maxMs: z.number().nonnegative(),
  /** Rows answered or changed, over all calls. */
  rows: z.number().int().nonnegative(),
});
export type SqlStatement = z.infer<typeof sqlStatementSchema>;

export const sqlMonitorSchema = z.object({
  content: z.array(sqlStatementSchema),
  /** Statements under the filter. */
  totalElements: z.number().int().nonnegative(),
  source: z.enum(SQL_SOURCES),
  /** The sources this server can answer from (`server` always). */
  available: z.array(z.enum(SQL_SOURCES)),
  /** Of every statement of the source, whatever the filter. */
  totals: z.object({ statements: z.number().int().nonnegative(), calls: z.number().int().nonnegative(), totalMs: z.number().nonnegative() }),
  /** Since when the source counts (its last reset); null when PostgreSQL does not say. */
  since: z.string().nullable(),
});
export type SqlMonitor = z.infer<typeof sqlMonitorSchema>;

/** `POST api/monitor/sql/reset`: clears the server's timings, and `pg_stat_statements` of this database when that is the source. */
export const sqlResetBodySchema = z.object({ source: z.enum(['auto', ...SQL_SOURCES], badRequest).default('auto') });
export type SqlResetBody = z.output<typeof sqlResetBodySchema>;
export const sqlResetSchema = z.object({ ok: z.literal(true), source: z.enum(SQL_SOURCES) });
