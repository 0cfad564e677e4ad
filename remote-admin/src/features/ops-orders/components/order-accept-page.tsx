import { Alert } from '@chakra-ui/react/alert';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { StaffOrder } from 'shared-contracts/api/orders';
import type { DisplayedOrderState } from 'shared-contracts/mall/order-state';
import { EmptyList, ErrorState, LoadingState } from '../../../components/list-state';
import { Pager } from '../../../components/pager';
import { clampPage } from '../../../utils/paging';
import { useStaffOrderCounts } from '../api/get-staff-order-counts';
import { useStaffOrders, type StaffOrderFilters } from '../api/get-staff-orders';
import type { StaffAction } from '../api/take-staff-action';
import { useNow } from '../hooks/use-now';
import { OrderActionDialog } from './order-action-dialog';
import { OrderDrawer } from './order-drawer';
import { OrderFilters } from './order-filters';
import { StaffOrderTable } from './staff-order-table';
import { StateTabs } from './state-tabs';
import { ViewSwitch, type OrderView } from './view-switch';

export const OPS_ORDER_PAGE_SIZE = 20;

/**
 * `admin/ops/OrderAccept`: the acceptance queue (orders waiting for the platform, with how long each has waited
 * and the ones past the 1-day target marked), and every order by state. The API lists newest first; the queue
 * says so and keeps the wait in view rather than re-sorting a page of a list it only sees in part.
 */
export function OrderAcceptPage() {
  const now = useNow();
  const [view, setView] = useState<OrderView>('queue');
  const [filters, setFilters] = useState<StaffOrderFilters>({ keyword: '', from: null, to: null });
  const [state, setState] = useState<DisplayedOrderState | null>(null);
  const [page, setPage] = useState(0);
  const [opened, setOpened] = useState<StaffOrder | null>(null);
  const [acting, setActing] = useState<{ order: StaffOrder; action: StaffAction } | null>(null);
  const [done, setDone] = useState<{ orderNo: string; action: StaffAction } | null>(null);

  const counts = useStaffOrderCounts(filters);
  const list = useStaffOrders({ ...filters, state: view === 'queue' ? 'awaitingAcceptance' : state, page, size: OPS_ORDER_PAGE_SIZE });
  const total = list.data?.totalElements ?? 0;
  // Answering the last order of the last page leaves that page empty: step back to the new last page.
  const lastPage = clampPage(page, total, OPS_ORDER_PAGE_SIZE);
  if (list.data && !list.isPlaceholderData && page !== lastPage) setPage(lastPage);

  const switchView = (next: OrderView) => { setView(next); setPage(0); };
  const body = list.data === undefined && list.isError ? (
    <ErrorState message={<FormattedMessage id="admin.list.loadFailed" />} retryLabel={<FormattedMessage id="admin.list.retry" />} onRetry={() => void list.refetch()} />
  ) : list.data === undefined ? (
    <LoadingState label={<FormattedMessage id="admin.list.loading" />} />
  ) : list.data.content.length === 0 ? (
    <EmptyList title={<FormattedMessage id={view === 'queue' ? 'admin.ops.orders.emptyQueue' : 'admin.ops.orders.empty'} />} />
  ) : (
    <>
      <StaffOrderTable orders={list.data.content} mode={view} now={now} onOpen={setOpened} onAction={(order, action) => setActing({ order, action })} />
      <Pager page={page} size={OPS_ORDER_PAGE_SIZE} total={total} onPageChange={setPage} />
    </>
  );

  return (
    <Stack gap="4">
      <Stack gap="1">
        <Heading as="h1" size="xl"><FormattedMessage id="admin.ops.orders.title" /></Heading>
        <Text color="fg.muted" fontSize="sm"><FormattedMessage id="admin.ops.orders.intro" /></Text>
      </Stack>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <ViewSwitch view={view} waiting={counts.data?.awaitingAcceptance} onView={switchView} />
        {view === 'queue' && counts.data ? (
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="admin.ops.orders.waiting" values={{ count: counts.data.awaitingAcceptance }} />
            {' · '}
            <FormattedMessage id="admin.ops.orders.newestFirst" />
          </Text>
        ) : null}
      </HStack>
      <OrderFilters onSearch={(f) => { setFilters(f); setPage(0); }} />
      {done ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title><FormattedMessage id={`admin.ops.orders.done.${done.action}`} values={{ orderNo: done.orderNo }} /></Alert.Title>
        </Alert.Root>
      ) : null}
      {view === 'queue' ? body : (
        <StateTabs state={state} counts={counts.data} onState={(s) => { setState(s); setPage(0); }}>{body}</StateTabs>
      )}
      {opened ? <OrderDrawer order={opened} now={now} onAction={(order, action) => setActing({ order, action })} onClose={() => setOpened(null)} /> : null}
      {acting ? (
        <OrderActionDialog
          order={acting.order}
          action={acting.action}
          onDone={(action) => { setDone({ orderNo: acting.order.orderNo, action }); setActing(null); }}
          onClose={() => setActing(null)}
        />
      ) : null}
    </Stack>
  );
}
