import { errorKindOf } from '../server-monitor/database-probe';

/**
 * SQLSTATE classes in which PostgreSQL refuses a row for what it holds: data exception (22: a NUL, a bad escape, a
 * value out of range), integrity constraint violation (23), program limit exceeded (54: a value too large for an
 * index). Another row may well go in after one of these; after anything else (a lost connection, a shutdown, a
 * timeout) the next one would fail the same way.
 */
const ROW_CLASSES = new Set(['22', '23', '54']);

export function isRowRefusal(err: unknown): boolean {
  const kind = errorKindOf(err);
  return /^[0-9A-Z]{5}$/.test(kind) && ROW_CLASSES.has(kind.slice(0, 2));
}
