import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StockQueueOrder } from 'shared-contracts/api/stock';
import { formatDateTime } from 'shared-contracts/format';
import { localized } from 'shared-contracts/mall/localized';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
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

const sum = (order: StockQueueOrder, key: 'ordered' | 'stocked') => order.lines.reduce((n, l) => n + l[key], 0);

/** Orders awaiting stocking: who, what, how much is in, how long it has taken against the expected completion. */
export function StockQueueTable({ orders, now, mayStock, onOpen, onAction }: StockQueueTableProps) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const columns = ['orderNo', 'buyer', 'goods', 'stocked', 'expected', 'progress', 'actions'];
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c} whiteSpace="nowrap" textAlign={c === 'stocked' ? 'end' : undefined}>
                <FormattedMessage id={`admin.ops.stock.col.${c}`} />
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders.map((order) => {
            const first = order.lines[0];
            const labelled = (id: string) => intl.formatMessage({ id }, { orderNo: order.orderNo });
            return (
              <Table.Row key={order.orderId}>
                <Table.Cell whiteSpace="nowrap">
                  <Text fontFamily="mono" fontSize="xs">{order.orderNo}</Text>
                  <Text fontSize="xs" color="fg.muted">{formatDateTime(order.createTime, locale)}</Text>
                </Table.Cell>
                <Table.Cell>{order.buyerName}</Table.Cell>
                <Table.Cell minW="40" maxW="64">
                  <Stack gap="0">
                    <Text lineClamp={2}>{first ? localized(first.goodsName, first.goodsNameI18n, locale) : ''}</Text>
                    {order.lines.length > 1 ? (
                      <Text fontSize="xs" color="fg.muted"><FormattedMessage id="admin.ops.stock.moreGoods" values={{ count: order.lines.length - 1 }} /></Text>
                    ) : null}
                  </Stack>
                </Table.Cell>
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
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
