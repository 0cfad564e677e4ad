type PgLikeError = { code?: unknown; constraint?: unknown; cause?: unknown; message?: unknown };

/**
 * The constraint name when the error (or the driver error drizzle wraps in `cause`) is a unique
 * violation (SQLSTATE 23505); null otherwise. PGlite and node-postgres both carry `code` and `constraint`.
 */
export function uniqueViolationOf(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as PgLikeError).cause, depth++) {
    const { code, constraint } = e as PgLikeError;
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

/**
 * Drizzle's query errors quote the query parameters in their message, which for a new account include
 * the password hash; what reaches the log keeps only the database's own message.
 */
export function withoutQueryParams(err: unknown, what: string): Error {
  const cause = (err as PgLikeError | null)?.cause;
  const message = cause && typeof cause === 'object' ? (cause as PgLikeError).message : (err as PgLikeError | null)?.message;
  return new Error(`${what}: ${typeof message === 'string' ? message : 'database error'}`);
}
