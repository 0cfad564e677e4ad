import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ORDER_LIST_ONLY, type OrderListOnly, type StaffOrder } from 'shared-contracts/api/orders';
import { STOCK_EXPIRING_DAYS } from 'shared-contracts/api/dashboard';
import type { DisplayedOrderState } from 'shared-contracts/mall/order-state';
import { ExportButton } from 'shared-contracts/react/export-button';
import { DoneNotice } from '../../../components/done-notice';
import { PageHeading } from '../../../components/page-heading';
import { PagedListBody } from '../../../components/paged-list-body';
import { ListOrderNote } from '../../ops-shared/components/list-order-note';
import { useAddressParam, useKeywordParam } from '../../../hooks/use-keyword-param';
import { useNow } from '../../../hooks/use-now';
import { usePageInRange } from '../../../hooks/use-page-in-range';
import { exportStaffOrders } from '../api/export-staff-orders';
import { useStaffOrderCounts } from '../api/get-staff-order-counts';
import { useStaffOrders, type StaffOrderFilters } from '../api/get-staff-orders';
import type { StaffAction } from '../api/take-staff-action';
import { OrderActionDialog } from './order-action-dialog';
import { OrderDrawer } from './order-drawer';
import { OrderFilters } from './order-filters';
import { StaffOrderTable } from './staff-order-table';
import { StateTabs } from './state-tabs';
import { ViewSwitch, type OrderView } from './view-switch';

export const OPS_ORDER_PAGE_SIZE = 20;

/**
 * `admin/ops/OrderAccept`: the acceptance queue (orders waiting for the platform, longest waiting first, with how
 * long each has waited and the ones past the 1-day target marked), and every order by state (a queue's state longest
 * waiting first, the others newest first: the server's order, which the page names).
 */
export function OrderAcceptPage() {
  const now = useNow();
  const [view, setView] = useState<OrderView>('queue');
  const [days, setDays] = useState<Pick<StaffOrderFilters, 'from' | 'to'>>({ from: null, to: null });
  const [state, setState] = useState<DisplayedOrderState | null>(null);
  const [page, setPage] = useState(0);
  const [keyword, searchKeyword] = useKeywordParam(() => setPage(0));
  // The dashboard's stock-expiring card opens every state's orders narrowed to those (`?only=stockExpiring`).
  const [onlyParam, setOnly] = useAddressParam('only', () => setPage(0));
  const only = (ORDER_LIST_ONLY as readonly string[]).includes(onlyParam) ? onlyParam as OrderListOnly : null;
  const filters: StaffOrderFilters = { keyword, ...days, only };
  const [opened, setOpened] = useState<StaffOrder | null>(null);
  const [acting, setActing] = useState<{ order: StaffOrder; action: StaffAction } | null>(null);
  const [done, setDone] = useState<{ orderNo: string; action: StaffAction } | null>(null);

  const counts = useStaffOrderCounts(filters);
  const shownView: OrderView = only ? 'all' : view;
  const shownState = shownView === 'queue' ? 'awaitingAcceptance' : state;
  const list = useStaffOrders({ ...filters, state: shownState, page, size: OPS_ORDER_PAGE_SIZE });
  usePageInRange(list, page, setPage, OPS_ORDER_PAGE_SIZE);

  const switchView = (next: OrderView) => { setView(next); setOnly(''); setPage(0); };
  const body = (
    <PagedListBody list={list} page={page} size={OPS_ORDER_PAGE_SIZE} onPageChange={setPage}
      emptyText={<FormattedMessage id={shownView === 'queue' ? 'admin.ops.orders.emptyQueue' : 'admin.ops.orders.empty'} />}>
      {(orders) => <StaffOrderTable orders={orders} mode={shownView} now={now} onOpen={setOpened} onAction={(order, action) => setActing({ order, action })} />}
    </PagedListBody>
  );

  return (
    <Stack gap="4">
      <PageHeading title={<FormattedMessage id="admin.ops.orders.title" />} intro={<FormattedMessage id="admin.ops.orders.intro" />} />
      <HStack justify="space-between" wrap="wrap" gap="3">
        {/* Narrowed counts would say the queue is empty: its size shows again once the narrowing is cleared. */}
        <ViewSwitch view={shownView} waiting={only ? undefined : counts.data?.awaitingAcceptance} onView={switchView} />
        <HStack gap="3" wrap="wrap">
          {shownView === 'queue' && counts.data ? (
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="admin.ops.orders.waiting" values={{ count: counts.data.awaitingAcceptance }} />
            </Text>
          ) : null}
          <ListOrderNote list="orders" state={shownState} />
          <ExportButton file="orders" download={(target) => exportStaffOrders({ ...filters, state: shownState }, target)} />
        </HStack>
      </HStack>
      <OrderFilters keyword={keyword} onSearch={({ keyword: k, from, to }) => { searchKeyword(k); setDays({ from, to }); setPage(0); }} />
      {only ? (
        <HStack gap="3" wrap="wrap" role="status">
          <Text fontSize="sm"><FormattedMessage id={`admin.ops.orders.only.${only}`} values={{ days: STOCK_EXPIRING_DAYS }} /></Text>
          <Button size="xs" variant="outline" onClick={() => setOnly('')}><FormattedMessage id="admin.ops.orders.only.clear" /></Button>
        </HStack>
      ) : null}
      {done ? <DoneNotice><FormattedMessage id={`admin.ops.orders.done.${done.action}`} values={{ orderNo: done.orderNo }} /></DoneNotice> : null}
      {shownView === 'queue' ? body : (
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
