import { Button } from '@chakra-ui/react/button';
import { Table } from '@chakra-ui/react/table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import type { SqlSort } from 'shared-contracts/api/sql-monitor';

export type Sorting = { sort: SqlSort; order: 'asc' | 'desc' };

type SortHeaderProps = { column: SqlSort; sorting: Sorting; onSort: (next: Sorting) => void };

/**
 * A column header that sorts: the first click sorts by it, largest first (what a monitor is read for), the next
 * turns the order round; `aria-sort` tells screen readers which column sorts and how.
 */
export function SortHeader({ column, sorting, onSort }: SortHeaderProps) {
  const active = sorting.sort === column;
  const Icon = !active ? ArrowUpDown : sorting.order === 'desc' ? ArrowDown : ArrowUp;
  const next: Sorting = active ? { sort: column, order: sorting.order === 'desc' ? 'asc' : 'desc' } : { sort: column, order: 'desc' };
  return (
    <Table.ColumnHeader textAlign="end" whiteSpace="nowrap" aria-sort={active ? (sorting.order === 'desc' ? 'descending' : 'ascending') : 'none'}>
      <Button size="xs" variant="ghost" onClick={() => onSort(next)}>
        <FormattedMessage id={`admin.monitor.sql.col.${column}`} />
        <Icon aria-hidden />
      </Button>
    </Table.ColumnHeader>
  );
}
