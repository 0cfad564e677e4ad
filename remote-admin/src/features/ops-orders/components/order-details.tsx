import { DataList } from '@chakra-ui/react/data-list';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { StaffOrderDetail } from 'shared-contracts/api/orders';
import { formatDateTime } from 'shared-contracts/format';
import { localized } from 'shared-contracts/mall/localized';
import { formatMoney } from 'shared-contracts/mall/money';
import { displayedOrderState } from 'shared-contracts/mall/order-state';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { DetailRow } from '../../../components/detail-row';
import { OrderStateBadge } from './order-state-badge';
import { OrderTimeline } from './order-timeline';
import { WaitTimeText } from './wait-time-text';

/** A row of the order's facts, labelled by its `admin.ops.orders.field.<labelId>` message. */
function Field({ labelId, children }: { labelId: string; children: ReactNode }) {
  return <DetailRow labelId={`admin.ops.orders.field.${labelId}`}>{children}</DetailRow>;
}

const LINE_COLUMNS = ['goods', 'spec', 'unitPrice', 'quantity', 'total'] as const;
const NUMERIC: readonly string[] = ['unitPrice', 'quantity', 'total'];

/** Everything an operator weighs before answering: the buyer, the amounts, every line, and what happened so far. */
export function OrderDetails({ order, now }: { order: StaffOrderDetail; now: number }) {
  const locale = usePortalLocale();
  const money = (fen: number) => formatMoney(fen, locale, order.currency);
  const state = displayedOrderState(order);
  return (
    <Stack gap="5">
      <DataList.Root orientation="horizontal" size="sm">
        <Field labelId="buyer">{order.buyerName}</Field>
        <Field labelId="store">{localized(order.storeName, order.storeNameI18n, locale)}</Field>
        <Field labelId="state"><OrderStateBadge state={state} /></Field>
        <Field labelId="placed">{formatDateTime(order.createTime, locale)}</Field>
        {state === 'awaitingAcceptance' ? <Field labelId="waiting"><WaitTimeText createTime={order.createTime} now={now} /></Field> : null}
        <Field labelId="quantity">{order.quantity}</Field>
        <Field labelId="goodsTotal">{money(order.goodsTotal)}</Field>
        <Field labelId="deposit">{money(order.depositAmount)}</Field>
        {order.depositDueAt ? <Field labelId="depositDue">{formatDateTime(order.depositDueAt, locale)}</Field> : null}
        <Field labelId="paid">{money(order.paidAmount)}</Field>
        <Field labelId="remarks">{order.remarks ?? <FormattedMessage id="admin.ops.orders.field.none" />}</Field>
      </DataList.Root>
      <Stack as="section" gap="2" aria-labelledby="ops-order-lines">
        <Heading as="h3" size="sm" id="ops-order-lines"><FormattedMessage id="admin.ops.orders.lines" /></Heading>
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                {LINE_COLUMNS.map((c) => (
                  <Table.ColumnHeader key={c} textAlign={NUMERIC.includes(c) ? 'end' : undefined}>
                    <FormattedMessage id={`admin.ops.orders.col.${c}`} />
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {order.lines.map((line) => (
                <Table.Row key={line.id}>
                  <Table.Cell>{localized(line.goodsName, line.goodsNameI18n, locale)}</Table.Cell>
                  <Table.Cell>{localized(line.specText, line.specI18n, locale)}</Table.Cell>
                  <Table.Cell textAlign="end">{money(line.unitPrice)}</Table.Cell>
                  <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
                  <Table.Cell textAlign="end">{money(line.totalPrice)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Stack>
      <Stack as="section" gap="2" aria-labelledby="ops-order-timeline">
        <Heading as="h3" size="sm" id="ops-order-timeline"><FormattedMessage id="admin.ops.orders.timeline" /></Heading>
        <OrderTimeline events={order.events} labelledBy="ops-order-timeline" />
      </Stack>
    </Stack>
  );
}
