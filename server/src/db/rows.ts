import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './connect';

/** Runs raw SQL and returns its rows; PGlite and node-postgres both answer with `{rows}`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const iso = (d: Date | string): string => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());
