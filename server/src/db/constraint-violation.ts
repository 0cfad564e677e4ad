type PgLikeError = { code?: unknown; constraint?: unknown; cause?: unknown };

/** SQLSTATE of the integrity violations the services turn into answers. */
export const SqlState = { foreignKey: '23503', unique: '23505' } as const;

/**
 * The constraint name when the error (or the driver error drizzle wraps in `cause`) has this SQLSTATE; null
 * otherwise. PGlite and node-postgres both carry `code` and `constraint`.
 */
export function constraintViolationOf(err: unknown, code: string): string | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as PgLikeError).cause, depth++) {
    const found = e as PgLikeError;
    if (found.code === code) return typeof found.constraint === 'string' ? found.constraint : '';
  }
  return null;
}
