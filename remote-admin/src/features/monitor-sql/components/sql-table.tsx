import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SqlStatement } from 'shared-contracts/api/sql-monitor';
import { SortHeader, type Sorting } from './sort-header';

type SqlTableProps = { statements: readonly SqlStatement[]; sorting: Sorting; onSort: (next: Sorting) => void };

/** One page of statements: the text (three lines, all of it on hover) and its counts and times. */
export function SqlTable({ statements, sorting, onSort }: SqlTableProps) {
  const intl = useIntl();
  const ms = (n: number) => intl.formatNumber(n, { style: 'unit', unit: 'millisecond', maximumFractionDigits: 2 });
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader><FormattedMessage id="admin.monitor.sql.col.query" /></Table.ColumnHeader>
            <SortHeader column="calls" sorting={sorting} onSort={onSort} />
            <SortHeader column="total" sorting={sorting} onSort={onSort} />
            <SortHeader column="mean" sorting={sorting} onSort={onSort} />
            <SortHeader column="max" sorting={sorting} onSort={onSort} />
            <Table.ColumnHeader textAlign="end"><FormattedMessage id="admin.monitor.sql.col.rows" /></Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {statements.map((s) => (
            <Table.Row key={s.query}>
              <Table.Cell maxW="xl">
                <Text fontFamily="mono" fontSize="xs" lineClamp={3} whiteSpace="pre-wrap" wordBreak="break-word" title={s.query}>{s.query}</Text>
              </Table.Cell>
              <Table.Cell textAlign="end">{intl.formatNumber(s.calls)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">{ms(s.totalMs)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">{ms(s.meanMs)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">{ms(s.maxMs)}</Table.Cell>
              <Table.Cell textAlign="end">{intl.formatNumber(s.rows)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
