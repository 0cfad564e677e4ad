import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { EmptyState } from '@chakra-ui/react/empty-state';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ClipboardList } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { ExportButton } from 'shared-contracts/react/export-button';
import { LoginRequired, useSignedIn } from 'shared-contracts/react/login-required';
import { exportMyOrders } from '../api/export-my-orders';
import { useMyOrderCounts } from '../api/get-my-order-counts';
import { ORDER_PAGE_SIZE, useMyOrders, type OrderFilters as Filters } from '../api/get-my-orders';
import { useOrderListState } from '../hooks/use-order-list-state';
import { OrderCard } from './order-card';
import { OrderFilters } from './order-filters';
import { OrderPager } from './order-pager';
import { OrderStateTabs } from './order-state-tabs';

/** My orders (/myOrder and the menu's entry): anonymous visitors see the sign-in prompt and no request is sent. */
export function OrderListPage() {
  return useSignedIn() ? <MyOrders /> : <LoginRequired />;
}

function MyOrders() {
  const [list, update] = useOrderListState();
  const filters: Filters = { keyword: list.keyword, from: list.from, to: list.to };
  const counts = useMyOrderCounts(filters);
  const orders = useMyOrders({ ...filters, state: list.state, page: list.page - 1, size: ORDER_PAGE_SIZE });
  const unfiltered = list.state === null && !list.keyword && !list.from && !list.to;

  return (
    <Stack gap="5">
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Stack gap="2">
          <Heading as="h1" size="2xl"><FormattedMessage id="orders.list.title" /></Heading>
          <Text color="fg.muted"><FormattedMessage id="orders.list.description" /></Text>
        </Stack>
        <ExportButton file="orders" download={(target) => exportMyOrders({ ...filters, state: list.state }, target)} />
      </HStack>
      <OrderFilters key={`${list.keyword}|${list.from}|${list.to}`} filters={filters} onSearch={(f) => update(f)} />
      <OrderStateTabs state={list.state} counts={counts.data} onState={(state) => update({ state })}>
        {orders.data === undefined && orders.isError ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description><FormattedMessage id="orders.list.loadFailed" /></Alert.Description>
            <Button size="sm" variant="outline" onClick={() => void orders.refetch()}><FormattedMessage id="orders.list.retry" /></Button>
          </Alert.Root>
        ) : orders.data === undefined ? (
          <HStack role="status" gap="2" py="8" justify="center">
            <Spinner size="sm" />
            <Text><FormattedMessage id="orders.list.loading" /></Text>
          </HStack>
        ) : orders.data.totalElements === 0 ? (
          <NoOrders unfiltered={unfiltered} />
        ) : (
          <>
            <Stack gap="3">
              {orders.data.content.map((order) => <OrderCard key={order.id} order={order} />)}
            </Stack>
            <OrderPager page={list.page} size={ORDER_PAGE_SIZE} total={orders.data.totalElements} onPage={(page) => update({ page })} />
          </>
        )}
      </OrderStateTabs>
    </Stack>
  );
}

function NoOrders({ unfiltered }: { unfiltered: boolean }) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="md">
      <EmptyState.Content>
        <EmptyState.Indicator><ClipboardList /></EmptyState.Indicator>
        <EmptyState.Title><FormattedMessage id={unfiltered ? 'orders.list.empty' : 'orders.list.noMatch'} /></EmptyState.Title>
        <EmptyState.Description>
          <FormattedMessage id={unfiltered ? 'orders.list.emptyHint' : 'orders.list.noMatchHint'} />
        </EmptyState.Description>
        <Button asChild variant="outline">
          <RouterLink to="/mall"><FormattedMessage id="orders.list.goToMall" /></RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
