import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { EmptyState } from '@chakra-ui/react/empty-state';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FileQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { OrderDetail } from 'shared-contracts/api/orders';
import { displayedOrderState } from 'shared-contracts/mall/order-state';
import { LoginRequired, useSignedIn } from 'shared-contracts/react/login-required';
import { useMyOrder } from '../api/get-my-order';
import { AcceptanceNotice } from './acceptance-notice';
import { BuyerActions } from './buyer-actions';
import { CollectedPricesNotice } from './collected-prices-notice';
import { OrderLinesTable } from './order-lines-table';
import { PaymentDueNotice } from './payment-due-notice';
import { OrderStateBadge } from './order-state-badge';
import { OrderSummary } from './order-summary';
import { OrderTimeline } from './order-timeline';

/** Sections other features add below the goods, composed in exposed/OrderDetail.tsx (after-sales). */
type OrderDetailPageProps = { sections?: ((order: OrderDetail) => ReactNode) | undefined };

/** `/myOrderDetail/:id` (orders/OrderDetail): one of the buyer's orders; signed out, the sign-in prompt. */
export function OrderDetailPage({ sections }: OrderDetailPageProps = {}) {
  return useSignedIn() ? <MyOrderDetail sections={sections} /> : <LoginRequired />;
}

function MyOrderDetail({ sections }: OrderDetailPageProps) {
  const { id = '' } = useParams();
  const order = useMyOrder(id);
  if (order.isPending) {
    return <HStack role="status" gap="2"><Spinner size="sm" /><Text><FormattedMessage id="orders.detail.loading" /></Text></HStack>;
  }
  if (order.isError) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Description><FormattedMessage id="orders.detail.loadFailed" /></Alert.Description>
        <Button size="sm" variant="outline" onClick={() => void order.refetch()}><FormattedMessage id="orders.list.retry" /></Button>
      </Alert.Root>
    );
  }
  if (order.data === null) {
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Indicator><FileQuestion /></EmptyState.Indicator>
          <EmptyState.Title as="h1"><FormattedMessage id="orders.detail.notFound" /></EmptyState.Title>
          <EmptyState.Description><FormattedMessage id="orders.detail.notFoundHint" /></EmptyState.Description>
          <BackToList />
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return <OrderDetailView order={order.data} sections={sections} />;
}

function BackToList() {
  return (
    <Button asChild variant="outline" alignSelf="start">
      <RouterLink to="/myOrder"><FormattedMessage id="orders.detail.backToList" /></RouterLink>
    </Button>
  );
}

function OrderDetailView({ order, sections }: OrderDetailPageProps & { order: OrderDetail }) {
  const state = displayedOrderState(order);
  return (
    <Stack as="article" gap="5">
      <HStack gap="3" wrap="wrap">
        <Heading as="h1" size="xl"><FormattedMessage id="orders.detail.title" values={{ orderNo: order.orderNo }} /></Heading>
        <OrderStateBadge state={state} />
        {order.refundStatus ? <OrderStateBadge state={order.refundStatus} /> : null}
      </HStack>
      <AcceptanceNotice order={order} state={state} />
      <PaymentDueNotice order={order} state={state} />
      <CollectedPricesNotice order={order} state={state} />
      <BuyerActions order={order} />
      <Stack as="section" gap="2" aria-labelledby="order-summary">
        <Heading as="h2" size="md" id="order-summary"><FormattedMessage id="orders.detail.summary" /></Heading>
        <OrderSummary order={order} state={state} />
      </Stack>
      <Stack as="section" gap="2" aria-labelledby="order-lines">
        <Heading as="h2" size="md" id="order-lines"><FormattedMessage id="orders.detail.lines" /></Heading>
        <OrderLinesTable order={order} labelledBy="order-lines" />
      </Stack>
      {sections?.(order)}
      <Stack as="section" gap="2" aria-labelledby="order-timeline">
        <Heading as="h2" size="md" id="order-timeline"><FormattedMessage id="orders.timeline.title" /></Heading>
        <OrderTimeline events={order.events} labelledBy="order-timeline" />
      </Stack>
      <BackToList />
    </Stack>
  );
}
