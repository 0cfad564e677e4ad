import { Table } from '@chakra-ui/react/table';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

type ListTableProps = {
  /** Feature whose `<prefix>.col.<column>` messages head the columns. */
  idPrefix: 'admin.dict' | 'admin.menu' | `admin.mall.${string}` | `admin.ops.${string}` | `admin.system.${string}` | `admin.monitor.${string}` | `admin.tools.${string}`;
  columns: readonly string[];
  /** Columns of numbers, aligned at the end so their digits line up. */
  numeric?: readonly string[];
  stickyHeader?: boolean;
  /** The rows. */
  children: ReactNode;
};

/**
 * A bordered, horizontally scrolling table with one header row of translated column names. The scroll area is
 * focusable: a table wider than the page (longer Vietnamese texts) must scroll from the keyboard too (axe's
 * scrollable-region-focusable).
 */
export function ListTable({ idPrefix, columns, numeric = [], stickyHeader, children }: ListTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}>
      <Table.Root size="sm" stickyHeader={stickyHeader}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column} whiteSpace="nowrap" textAlign={numeric.includes(column) ? 'end' : undefined}>
                <FormattedMessage id={`${idPrefix}.col.${column}`} />
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
