import { asc, desc, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ListSort } from 'shared-contracts/api/staff-lists';

/**
 * The ORDER BY of a list in the order `listSortOf` chose (shared-contracts staff-lists.ts): `waiting`, the row that
 * has waited longest first (ascending `since`, the creation unless said); `newest`, newest first (descending
 * `created`). Ties by id in the same direction, so a page boundary never repeats or drops a row.
 */
export function listOrderBy(sort: ListSort, row: { created: SQLWrapper; id: SQLWrapper; since?: SQLWrapper }): SQL[] {
  return sort === 'waiting' ? [asc(row.since ?? row.created), asc(row.id)] : [desc(row.created), desc(row.id)];
}
