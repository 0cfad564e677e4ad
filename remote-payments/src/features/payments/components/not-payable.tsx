import { Button } from '@chakra-ui/react/button';
import { EmptyState } from '@chakra-ui/react/empty-state';
import { HStack, VStack } from '@chakra-ui/react/stack';
import { FileQuestion, Hourglass, Ban, CircleCheck } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderDetail } from 'shared-contracts/api/orders';
import { displayedOrderState, orderStateMessageId } from 'shared-contracts/mall/order-state';
import type { DepositPayability } from '../utils/payability';

const ICON = { awaitingAcceptance: Hourglass, underReview: Hourglass, refused: Ban, closed: Ban, alreadyPaid: CircleCheck } as const;

/**
 * Why this order's deposit cannot be paid now (not accepted yet, a transfer under review, closed or refused, paid
 * already), with the order's state and the way to it. Nothing is offered that the server would refuse.
 */
export function NotPayable({ order, reason }: { order: OrderDetail; reason: Exclude<DepositPayability, 'payable'> }) {
  const Icon = ICON[reason];
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator><Icon /></EmptyState.Indicator>
        <VStack textAlign="center" gap="2">
          <EmptyState.Title as="h1"><FormattedMessage id={`payments.notPayable.${reason}.title`} /></EmptyState.Title>
          <EmptyState.Description>
            <FormattedMessage id={`payments.notPayable.${reason}.body`} />
          </EmptyState.Description>
          <EmptyState.Description>
            <FormattedMessage id="payments.notPayable.state" values={{
              orderNo: order.orderNo, state: <FormattedMessage id={orderStateMessageId(displayedOrderState(order))} />,
            }} />
          </EmptyState.Description>
        </VStack>
        <OrderLinks orderId={order.id} />
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** An id that names no order of this buyer (or none at all). */
export function OrderNotFound() {
  return <MissingRecord titleId="payments.notFound.title" bodyId="payments.notFound.body" />;
}

/** A payment page whose record is not the buyer's or does not exist: what it is, and the way to the orders. */
export function MissingRecord({ titleId, bodyId }: { titleId: string; bodyId: string }) {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator><FileQuestion /></EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h1"><FormattedMessage id={titleId} /></EmptyState.Title>
          <EmptyState.Description><FormattedMessage id={bodyId} /></EmptyState.Description>
        </VStack>
        <Button asChild variant="outline">
          <RouterLink to="/myOrder"><FormattedMessage id="payments.link.myOrders" /></RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function OrderLinks({ orderId }: { orderId: number }) {
  return (
    <HStack gap="3" wrap="wrap" justify="center">
      <Button asChild colorPalette="blue">
        <RouterLink to={`/myOrderDetail/${orderId}`}><FormattedMessage id="payments.link.order" /></RouterLink>
      </Button>
      <Button asChild variant="outline">
        <RouterLink to="/myPayment"><FormattedMessage id="payments.link.myPayments" /></RouterLink>
      </Button>
    </HStack>
  );
}
