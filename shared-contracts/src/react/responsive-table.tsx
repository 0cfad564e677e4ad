import { Box } from '@chakra-ui/react/box';
import { Grid } from '@chakra-ui/react/grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Table, type TableCellProps } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { Fragment, type ReactNode } from 'react';
import { usePhoneLayout } from './use-phone-layout';

/**
 * How a phone's card shows a column: `title` heads the card (the goods, a number), `field` is a labelled figure in a
 * two-column grid (the default), `wide` a labelled field on a line of its own, `actions` the card's buttons, `none`
 * leaves it out (what the title already says).
 */
export type PhonePlace = 'title' | 'field' | 'wide' | 'actions' | 'none';

export type ResponsiveColumn<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Figures: right-aligned in the table. */
  numeric?: boolean;
  phone?: PhonePlace;
  /** The table cell's own props above the breakpoint (widths, wrapping). */
  cellProps?: TableCellProps;
};

type ResponsiveTableProps<Row> = {
  rows: readonly Row[];
  columns: readonly ResponsiveColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** The table's accessible name, or the id of what names it; the cards' list takes the same. */
  label?: string;
  labelledBy?: string;
  /** Shown under a row (its batches): a row spanning the table, or the foot of the row's card. */
  detail?: (row: Row) => ReactNode;
  /** The id of a row's detail, for the button that opens it (aria-controls). */
  detailId?: (row: Row) => string;
};

const placeOf = <Row,>(c: ResponsiveColumn<Row>): PhonePlace => c.phone ?? 'field';

/**
 * A list of rows as a table on a desktop and as cards on a phone (below Chakra's `md`), where a table would hide
 * columns off-screen (issue 25): each card puts its title first, then every figure with its column's name, then the
 * row's actions, so the amount, the state and the next action are always in view. Long words and names wrap.
 */
export function ResponsiveTable<Row>(props: ResponsiveTableProps<Row>) {
  return usePhoneLayout() ? <RowCards {...props} /> : <RowTable {...props} />;
}

function RowTable<Row>({ rows, columns, rowKey, label, labelledBy, detail, detailId }: ResponsiveTableProps<Row>) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={label} aria-labelledby={labelledBy}>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => <Table.ColumnHeader key={c.key} textAlign={c.numeric ? 'end' : undefined}>{c.header}</Table.ColumnHeader>)}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const below = detail?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <Table.Row>
                  {columns.map((c) => <Table.Cell key={c.key} textAlign={c.numeric ? 'end' : undefined} {...c.cellProps}>{c.cell(row)}</Table.Cell>)}
                </Table.Row>
                {below ? (
                  <Table.Row>
                    <Table.Cell id={detailId?.(row)} colSpan={columns.length} bg="bg.muted">{below}</Table.Cell>
                  </Table.Row>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function RowCards<Row>({ rows, columns, rowKey, label, labelledBy, detail, detailId }: ResponsiveTableProps<Row>) {
  const of = (place: PhonePlace) => columns.filter((c) => placeOf(c) === place);
  const fields = columns.filter((c) => placeOf(c) === 'field' || placeOf(c) === 'wide');
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label={label} aria-labelledby={labelledBy}>
      {rows.map((row) => {
        const below = detail?.(row);
        return (
          <Stack as="li" key={rowKey(row)} gap="3" p="3" borderWidth="1px" borderRadius="md" minW="0" overflowWrap="anywhere">
            {of('title').map((c) => <Box key={c.key} minW="0">{c.cell(row)}</Box>)}
            {fields.length > 0 ? (
              <Grid as="dl" templateColumns="repeat(2, minmax(0, 1fr))" columnGap="3" rowGap="2">
                {fields.map((c) => (
                  <Box key={c.key} gridColumn={placeOf(c) === 'wide' ? '1 / -1' : undefined} minW="0">
                    <Text as="dt" fontSize="xs" color="fg.muted">{c.header}</Text>
                    <Box as="dd" fontSize="sm">{c.cell(row)}</Box>
                  </Box>
                ))}
              </Grid>
            ) : null}
            {of('actions').length > 0 ? (
              <HStack gap="2" wrap="wrap" justify="end">{of('actions').map((c) => <Fragment key={c.key}>{c.cell(row)}</Fragment>)}</HStack>
            ) : null}
            {below ? <Box id={detailId?.(row)} borderTopWidth="1px" pt="3" minW="0">{below}</Box> : null}
          </Stack>
        );
      })}
    </Stack>
  );
}
