import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { OrderStocking, StockQueueOrder } from 'shared-contracts/api/stock';
import { formatDateTime } from 'shared-contracts/format';
import { localized } from 'shared-contracts/mall/localized';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { ErrorState, LoadingState } from '../../../components/list-state';
import { SideDrawer } from '../../../components/side-drawer';
import { useOrderStocking } from '../api/get-order-stocking';
import type { StockingAction } from './stock-queue-table';

type StockingDrawerProps = {
  order: StockQueueOrder;
  mayStock: boolean;
  /** The order in full (buyer, amounts, timeline), drawn by the page that composes this feature with the order one. */
  orderDetail?: ReactNode;
  onAction: (order: { orderId: number; orderNo: string; lines: OrderStocking['lines'] }, action: StockingAction) => void;
  onClose: () => void;
};

const COUNTERS = ['ordered', 'stocked'] as const;

/** One order beside the queue: its lines as ordered and stocked, its batches, the full order, and the stocking steps. */
export function StockingDrawer({ order, mayStock, orderDetail, onAction, onClose }: StockingDrawerProps) {
  const stocking = useOrderStocking(order.orderId);
  const current = stocking.data ?? null;
  const open = current?.status === 'awaitingStocking' && mayStock;
  return (
    <SideDrawer title={<FormattedMessage id="admin.ops.stock.drawer.title" values={{ orderNo: order.orderNo }} />} onClose={onClose}
      footer={open && current ? (
        <>
          <Button size="sm" colorPalette="blue" onClick={() => onAction({ ...order, lines: current.lines }, 'record')}>
            <FormattedMessage id="admin.ops.stock.record" />
          </Button>
          <Button size="sm" variant="outline" colorPalette="green" disabled={current.lines.every((l) => l.stocked === 0)}
            onClick={() => onAction({ ...order, lines: current.lines }, 'complete')}>
            <FormattedMessage id="admin.ops.stock.complete" />
          </Button>
        </>
      ) : null}>
      <Stack gap="5">
        {stocking.isPending ? <LoadingState label={<FormattedMessage id="admin.ops.stock.drawer.loading" />} /> : null}
        {stocking.isError ? (
          <ErrorState message={<FormattedMessage id="admin.ops.stock.drawer.loadFailed" />}
            retryLabel={<FormattedMessage id="admin.list.retry" />} onRetry={() => void stocking.refetch()} />
        ) : null}
        {stocking.isSuccess && current === null ? <Text><FormattedMessage id="admin.ops.stock.drawer.notFound" /></Text> : null}
        {current ? <StockingDetails stocking={current} /> : null}
        {orderDetail}
      </Stack>
    </SideDrawer>
  );
}

function StockingDetails({ stocking }: { stocking: OrderStocking }) {
  const locale = usePortalLocale();
  const names = new Map(stocking.lines.map((l) => [l.lineId, localized(l.goodsName, l.goodsNameI18n, locale)]));
  return (
    <Stack gap="4">
      <Stack as="section" gap="2" aria-labelledby="ops-stock-lines">
        <Heading as="h3" size="sm" id="ops-stock-lines"><FormattedMessage id="admin.ops.stock.drawer.lines" /></Heading>
        <Table.Root size="sm" variant="outline" aria-labelledby="ops-stock-lines">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader><FormattedMessage id="admin.ops.stock.record.col.goods" /></Table.ColumnHeader>
              {COUNTERS.map((c) => <Table.ColumnHeader key={c} textAlign="end"><FormattedMessage id={`admin.ops.stock.record.col.${c}`} /></Table.ColumnHeader>)}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {stocking.lines.map((l) => (
              <Table.Row key={l.lineId}>
                <Table.Cell>{names.get(l.lineId)} · {localized(l.specText, l.specI18n, locale)}</Table.Cell>
                {COUNTERS.map((c) => <Table.Cell key={c} textAlign="end">{l[c]}</Table.Cell>)}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Stack>
      <Stack as="section" gap="2" aria-labelledby="ops-stock-batches">
        <Heading as="h3" size="sm" id="ops-stock-batches"><FormattedMessage id="admin.ops.stock.drawer.batches" /></Heading>
        {stocking.batches.length === 0 ? (
          <Text fontSize="sm" color="fg.muted"><FormattedMessage id="admin.ops.stock.drawer.noBatches" /></Text>
        ) : (
          <Table.Root size="sm" variant="outline" aria-labelledby="ops-stock-batches">
            <Table.Body>
              {stocking.batches.map((b) => (
                <Table.Row key={b.id}>
                  <Table.Cell fontFamily="mono" fontSize="xs">{b.batchNo}</Table.Cell>
                  <Table.Cell>{names.get(b.orderLineId)}</Table.Cell>
                  <Table.Cell textAlign="end">{b.quantity}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(b.storedAt, locale)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Stack>
    </Stack>
  );
}
