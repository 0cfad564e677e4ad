import { Button } from '@chakra-ui/react/button';
import { EmptyState } from '@chakra-ui/react/empty-state';
import { HStack, VStack } from '@chakra-ui/react/stack';
import { Ban, CircleCheck, Hourglass } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderDetail } from 'shared-contracts/api/orders';
import { displayedOrderState, orderStateMessageId } from 'shared-contracts/mall/order-state';
import type { FinalPayability } from '../utils/final-payability';

const ICON = { notStocked: Hourglass, underReview: Hourglass, paid: CircleCheck, closed: Ban } as const;

/** Why this order's final balance cannot be paid now, with its state and the way to it; nothing the server would refuse. */
export function FinalNotPayable({ order, reason }: { order: OrderDetail; reason: Exclude<FinalPayability, 'payable'> }) {
  const Icon = ICON[reason];
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator><Icon /></EmptyState.Indicator>
        <VStack textAlign="center" gap="2">
          <EmptyState.Title as="h1"><FormattedMessage id={`payments.final.notPayable.${reason}.title`} /></EmptyState.Title>
          <EmptyState.Description><FormattedMessage id={`payments.final.notPayable.${reason}.body`} /></EmptyState.Description>
          <EmptyState.Description>
            <FormattedMessage id="payments.notPayable.state" values={{
              orderNo: order.orderNo, state: <FormattedMessage id={orderStateMessageId(displayedOrderState(order))} />,
            }} />
          </EmptyState.Description>
        </VStack>
        <HStack gap="3" wrap="wrap" justify="center">
          <Button asChild colorPalette="blue">
            <RouterLink to={`/myOrderDetail/${order.id}`}><FormattedMessage id="payments.link.order" /></RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/myPayment"><FormattedMessage id="payments.link.myPayments" /></RouterLink>
          </Button>
        </HStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
