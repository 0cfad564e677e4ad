import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
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
import { RecordStates } from 'shared-contracts/react/record-states';

/** Sections other features add below the goods, composed in exposed/OrderDetail.tsx (after-sales). */
type OrderDetailPageProps = { sections?: ((order: OrderDetail) => ReactNode) | undefined };

const ORDER_TEXTS = {
  loading: 'orders.detail.loading', loadFailed: 'orders.detail.loadFailed', retry: 'orders.list.retry',
  notFound: 'orders.detail.notFound', notFoundHint: 'orders.detail.notFoundHint',
};

/** `/myOrderDetail/:id` (orders/OrderDetail): one of the buyer's orders; signed out, the sign-in prompt. */
export function OrderDetailPage({ sections }: OrderDetailPageProps = {}) {
  return useSignedIn() ? <MyOrderDetail sections={sections} /> : <LoginRequired />;
}

function MyOrderDetail({ sections }: OrderDetailPageProps) {
  const { id = '' } = useParams();
  const order = useMyOrder(id);
  return (
    <RecordStates query={order} texts={ORDER_TEXTS} back={<BackToList />}>
      {(found) => <OrderDetailView order={found} sections={sections} />}
    </RecordStates>
  );
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
