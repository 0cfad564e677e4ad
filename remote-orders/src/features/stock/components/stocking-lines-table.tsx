import { Table } from '@chakra-ui/react/table';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderStockLine } from 'shared-contracts/api/stock';
import { localized } from 'shared-contracts/mall/localized';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';

const COUNTERS = ['ordered', 'stocked', 'taken', 'shipped', 'returned'] as const;

/** Per order line, where its units stand: ordered, stocked by the warehouse, taken with the final payment, shipped, returned. */
export function StockingLinesTable({ lines }: { lines: readonly OrderStockLine[] }) {
  const intl = useIntl();
  const locale = usePortalLocale();
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={intl.formatMessage({ id: 'stock.order.linesLabel' })}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader><FormattedMessage id="stock.col.goods" /></Table.ColumnHeader>
            {COUNTERS.map((c) => <Table.ColumnHeader key={c} textAlign="end"><FormattedMessage id={`stock.order.col.${c}`} /></Table.ColumnHeader>)}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line) => (
            <Table.Row key={line.lineId}>
              <Table.Cell>
                {localized(line.goodsName, line.goodsNameI18n, locale)}
                {' · '}
                {localized(line.specText, line.specI18n, locale)}
              </Table.Cell>
              {COUNTERS.map((c) => <Table.Cell key={c} textAlign="end">{line[c]}</Table.Cell>)}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
