import { asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ListSort } from 'shared-contracts/api/staff-lists';

/**
 * The ORDER BY of a list in the order `listSortOf` chose (shared-contracts staff-lists.ts): `waiting`, the row that
 * has waited longest first (ascending `since`, the creation unless said); `newest`, newest first (descending
 * `created`). Ties by id in the same direction, so a page boundary never repeats or drops a row.
 */
export function listOrderBy(sort: ListSort, row: { created: SQLWrapper; id: SQLWrapper; since?: SQLWrapper }): SQL[] {
  return sort === 'waiting' ? [asc(row.since ?? row.created), asc(row.id)] : [desc(row.created), desc(row.id)];
}

/** Where a list stopped: its last row's sort time exactly as the database holds it (text keeps the microseconds). */
export type ListCursor = { at: string; id: number };

/** The rows after `cursor` in `listOrderBy`'s order: the keyset condition of a list read page by page (exports). */
export function listAfter(sort: ListSort, row: { created: SQLWrapper; id: SQLWrapper; since?: SQLWrapper }, cursor: ListCursor): SQL {
  return sort === 'waiting'
    ? sql`(${row.since ?? row.created}, ${row.id}) > (${cursor.at}::timestamptz, ${cursor.id})`
    : sql`(${row.created}, ${row.id}) < (${cursor.at}::timestamptz, ${cursor.id})`;
}
