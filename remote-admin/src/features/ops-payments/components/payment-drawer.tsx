import { Button, CloseButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Portal } from '@chakra-ui/react/portal';
import { HStack } from '@chakra-ui/react/stack';
import { FormattedMessage, useIntl } from 'react-intl';
import { REVIEWABLE_PAYMENT_STATES, type StaffPayment } from 'shared-contracts/api/payments';
import { usePermission } from 'shared-contracts/react/permission';
import type { ReviewDecision } from '../api/review-payment';
import { PaymentDetails } from './payment-details';

type PaymentDrawerProps = { payment: StaffPayment; onDecide: (decision: ReviewDecision) => void; onClose: () => void };

/** One payment beside the queue; approve and reject in its footer while it awaits a decision, for payment:review. */
export function PaymentDrawer({ payment, onDecide, onClose }: PaymentDrawerProps) {
  const intl = useIntl();
  const mayReview = usePermission(['payment:review']);
  const decidable = mayReview && REVIEWABLE_PAYMENT_STATES.includes(payment.status);
  return (
    <Drawer.Root open size="lg" placement="end" onOpenChange={(d) => { if (!d.open) onClose(); }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title><FormattedMessage id="admin.ops.payments.drawer.title" values={{ serialNo: payment.serialNo }} /></Drawer.Title>
            </Drawer.Header>
            <Drawer.Body><PaymentDetails payment={payment} /></Drawer.Body>
            {decidable ? (
              <Drawer.Footer>
                <HStack gap="2">
                  <Button size="sm" variant="outline" colorPalette="red" onClick={() => onDecide('reject')}>
                    <FormattedMessage id="admin.ops.payments.reject" />
                  </Button>
                  <Button size="sm" colorPalette="blue" onClick={() => onDecide('approve')}>
                    <FormattedMessage id="admin.ops.payments.approve" />
                  </Button>
                </HStack>
              </Drawer.Footer>
            ) : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'admin.dialog.close' })} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
