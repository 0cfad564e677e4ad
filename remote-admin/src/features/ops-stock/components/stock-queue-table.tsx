import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StockQueueOrder } from 'shared-contracts/api/stock';
import { formatDateTime } from 'shared-contracts/format';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { ListTable } from '../../../components/list-table';
import { FirstGoodsCell, OrderNoCell } from '../../ops-shared/components/queue-cells';
import { StockingClockText } from './stocking-clock-text';

export type StockingAction = 'record' | 'complete';

type StockQueueTableProps = {
  orders: readonly StockQueueOrder[];
  now: number;
  /** Holds order:stock: may record batches and complete stocking. */
  mayStock: boolean;
  onOpen: (order: StockQueueOrder) => void;
  onAction: (order: StockQueueOrder, action: StockingAction) => void;
};

const COLUMNS = ['orderNo', 'buyer', 'goods', 'stocked', 'expected', 'progress', 'actions'] as const;
const NUMERIC: readonly string[] = ['stocked'];

const sum = (order: StockQueueOrder, key: 'ordered' | 'stocked') => order.lines.reduce((n, l) => n + l[key], 0);

/** Orders awaiting stocking: who, what, how much is in, how long it has taken against the expected completion. */
export function StockQueueTable({ orders, now, mayStock, onOpen, onAction }: StockQueueTableProps) {
  const intl = useIntl();
  const locale = usePortalLocale();
  return (
    <ListTable idPrefix="admin.ops.stock" columns={COLUMNS} numeric={NUMERIC}>
      {orders.map((order) => {
        const labelled = (id: string) => intl.formatMessage({ id }, { orderNo: order.orderNo });
        return (
          <Table.Row key={order.orderId}>
            <OrderNoCell orderNo={order.orderNo} createTime={order.createTime} />
            <Table.Cell>{order.buyerName}</Table.Cell>
            <FirstGoodsCell lines={order.lines} moreMessageId="admin.ops.stock.moreGoods" />
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              <FormattedMessage id="admin.ops.stock.stockedOf" values={{ stocked: sum(order, 'stocked'), ordered: sum(order, 'ordered') }} />
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{order.stockingDueAt ? formatDateTime(order.stockingDueAt, locale) : ''}</Table.Cell>
            <Table.Cell><StockingClockText since={order.stockingSince} dueAt={order.stockingDueAt} now={now} /></Table.Cell>
            <Table.Cell>
              <HStack gap="1">
                <Button size="xs" variant="ghost" aria-label={labelled('admin.ops.stock.detailsOf')} onClick={() => onOpen(order)}>
                  <FormattedMessage id="admin.ops.stock.details" />
                </Button>
                {mayStock ? (
                  <>
                    <Button size="xs" colorPalette="blue" aria-label={labelled('admin.ops.stock.recordOf')} onClick={() => onAction(order, 'record')}>
                      <FormattedMessage id="admin.ops.stock.record" />
                    </Button>
                    <Button size="xs" variant="outline" colorPalette="green" disabled={sum(order, 'stocked') === 0}
                      aria-label={labelled('admin.ops.stock.completeOf')} onClick={() => onAction(order, 'complete')}>
                      <FormattedMessage id="admin.ops.stock.complete" />
                    </Button>
                  </>
                ) : null}
              </HStack>
            </Table.Cell>
          </Table.Row>
        );
      })}
    </ListTable>
  );
}
