import { Table } from '@chakra-ui/react/table';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { OrderStocking } from 'shared-contracts/api/stock';
import { localized } from 'shared-contracts/mall/localized';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';

/** The order's batches, newest first: number, goods, quantity and when they were stored. */
export function StockingBatchesTable({ stocking, labelledBy }: { stocking: OrderStocking; labelledBy: string }) {
  const locale = usePortalLocale();
  const lines = new Map(stocking.lines.map((l) => [l.lineId, l]));
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-labelledby={labelledBy}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader><FormattedMessage id="stock.batches.col.batchNo" /></Table.ColumnHeader>
            <Table.ColumnHeader><FormattedMessage id="stock.col.goods" /></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><FormattedMessage id="stock.batches.col.quantity" /></Table.ColumnHeader>
            <Table.ColumnHeader><FormattedMessage id="stock.batches.col.storedAt" /></Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {stocking.batches.map((b) => {
            const line = lines.get(b.orderLineId);
            return (
              <Table.Row key={b.id}>
                <Table.Cell fontFamily="mono" fontSize="xs">{b.batchNo}</Table.Cell>
                <Table.Cell>{line ? localized(line.goodsName, line.goodsNameI18n, locale) : ''}</Table.Cell>
                <Table.Cell textAlign="end">{b.quantity}</Table.Cell>
                <Table.Cell><FormattedDate value={b.storedAt} dateStyle="medium" timeStyle="short" /></Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
