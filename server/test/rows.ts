import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../src/db/rows';
import type { TestServer } from './harness';

/** Reading the test server's database directly, to check what a request stored or left alone. */

export const rows = <T>(server: TestServer, query: SQL) => queryRows<T>(server.database.db, query);

/** Rows in a table (optionally those matching `where`); the name is quoted as an identifier, never spliced in. */
export async function countRows(server: TestServer, table: string, where: SQL = sql`true`): Promise<number> {
  const [row] = await rows<{ n: number }>(server, sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`);
  return Number(row?.n);
}
