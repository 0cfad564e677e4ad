import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { DataList } from '@chakra-ui/react/data-list';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderLine, StaffOrderDetail } from 'shared-contracts/api/orders';
import { formatDateTime } from 'shared-contracts/format';
import { localized } from 'shared-contracts/mall/localized';
import { formatMoney } from 'shared-contracts/mall/money';
import { displayedOrderState } from 'shared-contracts/mall/order-state';
import { LineFigureCells } from 'shared-contracts/react/line-unit-price';
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

type OrderDetailsProps = {
  order: StaffOrderDetail;
  now: number;
  /** Given while the operator may still correct a collected price (the order waits and they may accept it). */
  onCorrect?: ((line: OrderLine) => void) | undefined;
};

/**
 * Everything an operator weighs before answering: the buyer, the amounts, every line (a collected price marked as
 * such, with its source page, to check before accepting), and what happened so far.
 */
export function OrderDetails({ order, now, onCorrect }: OrderDetailsProps) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const money = (fen: number) => formatMoney(fen, locale, order.currency);
  const state = displayedOrderState(order);
  const collected = order.lines.some((l) => l.collectedPrice !== null);
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
        {collected && state === 'awaitingAcceptance' ? (
          <Alert.Root status="warning" size="sm">
            <Alert.Indicator />
            <Alert.Description><FormattedMessage id="admin.ops.orders.collectedNotice" /></Alert.Description>
          </Alert.Root>
        ) : null}
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
              {order.lines.map((line) => {
                const goods = localized(line.goodsName, line.goodsNameI18n, locale);
                return (
                  <Table.Row key={line.id}>
                    {/* The source page and the correction sit with the goods: in view on a narrow screen, where the table scrolls. */}
                    <Table.Cell minW="36" maxW="56" whiteSpace="normal">
                      <Text>{goods}</Text>
                      <HStack gap="2" wrap="wrap" mt={line.sourceUrl ? '1' : undefined}>
                        {line.sourceUrl ? (
                          <Link href={line.sourceUrl} target="_blank" rel="noopener noreferrer" fontSize="xs"
                            aria-label={intl.formatMessage({ id: 'admin.ops.orders.sourcePageOf' }, { goods })}>
                            <FormattedMessage id="admin.ops.orders.sourcePage" /> <ExternalLink aria-hidden="true" size={12} />
                          </Link>
                        ) : null}
                        {onCorrect && line.collectedPrice !== null ? (
                          <Button size="2xs" variant="outline" onClick={() => onCorrect(line)}
                            aria-label={intl.formatMessage({ id: 'admin.ops.orders.correctOf' }, { goods })}>
                            <FormattedMessage id="admin.ops.orders.correct" />
                          </Button>
                        ) : null}
                      </HStack>
                    </Table.Cell>
                    <LineFigureCells line={line} currency={order.currency} />
                  </Table.Row>
                );
              })}
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
