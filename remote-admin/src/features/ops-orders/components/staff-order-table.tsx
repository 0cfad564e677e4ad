import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StaffOrder } from 'shared-contracts/api/orders';
import { localized } from 'shared-contracts/mall/localized';
import { formatMoney } from 'shared-contracts/mall/money';
import { displayedOrderState } from 'shared-contracts/mall/order-state';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { ListTable } from '../../../components/list-table';
import { FirstGoodsCell, OrderNoCell } from '../../ops-shared/components/queue-cells';
import type { StaffAction } from '../api/take-staff-action';
import { useStaffActions } from '../hooks/use-staff-actions';
import { OrderStateBadge } from './order-state-badge';
import { WaitTimeText } from './wait-time-text';

const NUMERIC: readonly string[] = ['quantity', 'goodsTotal', 'deposit'];

type StaffOrderTableProps = {
  orders: readonly StaffOrder[];
  /** The queue shows how long each order has waited; the full list shows its state. */
  mode: 'queue' | 'all';
  now: number;
  onOpen: (order: StaffOrder) => void;
  onAction: (order: StaffOrder, action: StaffAction) => void;
};

/** Orders as rows: who, what, how much, since when; details, and accept or refuse where the user may. */
export function StaffOrderTable({ orders, mode, now, onOpen, onAction }: StaffOrderTableProps) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const staffActions = useStaffActions();
  // Placed under the order number and the store under the buyer: the wait and the buttons stay in view on a laptop.
  const columns = ['orderNo', 'buyer', 'goods', 'quantity', 'goodsTotal', 'deposit', mode === 'queue' ? 'waiting' : 'state', 'actions'];
  return (
    <ListTable idPrefix="admin.ops.orders" columns={columns} numeric={NUMERIC}>
      {orders.map((order) => {
        const state = displayedOrderState(order);
        const money = (fen: number) => formatMoney(fen, locale, order.currency);
        const labelled = (id: string) => intl.formatMessage({ id }, { orderNo: order.orderNo });
        return (
          <Table.Row key={order.id}>
            <OrderNoCell orderNo={order.orderNo} createTime={order.createTime} />
            <Table.Cell minW="36">
              <Text>{order.buyerName}</Text>
              <Text fontSize="xs" color="fg.muted" lineClamp={2}>{localized(order.storeName, order.storeNameI18n, locale)}</Text>
            </Table.Cell>
            <FirstGoodsCell lines={order.lines} withSpec moreMessageId="admin.ops.orders.moreGoods" />
            <Table.Cell textAlign="end">{order.quantity}</Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              <Text>{money(order.goodsTotal)}</Text>
              {order.lines.some((l) => l.collectedPrice !== null) ? (
                <Badge size="sm" colorPalette="orange"><FormattedMessage id="order.linePrice.collected" /></Badge>
              ) : null}
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">{money(order.depositAmount)}</Table.Cell>
            <Table.Cell>
              {mode === 'queue' ? <WaitTimeText createTime={order.createTime} now={now} /> : <OrderStateBadge state={state} />}
            </Table.Cell>
            <Table.Cell>
              <HStack gap="1">
                <Button size="xs" variant="ghost" aria-label={labelled('admin.ops.orders.detailsOf')} onClick={() => onOpen(order)}>
                  <FormattedMessage id="admin.ops.orders.details" />
                </Button>
                {staffActions(order).map((action) => (
                  <Button key={action} size="xs" variant={action === 'accept' ? 'solid' : 'ghost'} colorPalette={action === 'accept' ? 'blue' : 'red'}
                    aria-label={labelled(`admin.ops.orders.${action}Of`)} onClick={() => onAction(order, action)}>
                    <FormattedMessage id={`admin.ops.orders.${action}`} />
                  </Button>
                ))}
              </HStack>
            </Table.Cell>
          </Table.Row>
        );
      })}
    </ListTable>
  );
}
