import { Button, CloseButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Portal } from '@chakra-ui/react/portal';
import { HStack } from '@chakra-ui/react/stack';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StaffRefund } from 'shared-contracts/api/refunds';
import { usePermission } from 'shared-contracts/react/permission';
import type { RefundDecision } from '../api/review-refund';
import { RefundDetails } from './refund-details';

type RefundDrawerProps = { refund: StaffRefund; onDecide: (decision: RefundDecision) => void; onClose: () => void };

/** One refund beside the queue; approve and reject in its footer while it is under review, for refund:review. */
export function RefundDrawer({ refund, onDecide, onClose }: RefundDrawerProps) {
  const intl = useIntl();
  const mayReview = usePermission(['refund:review']);
  const decidable = mayReview && refund.status === 'refunding';
  return (
    <Drawer.Root open size="lg" placement="end" onOpenChange={(d) => { if (!d.open) onClose(); }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title><FormattedMessage id="admin.ops.refunds.drawer.title" values={{ refundNo: refund.refundNo }} /></Drawer.Title>
            </Drawer.Header>
            <Drawer.Body><RefundDetails refund={refund} /></Drawer.Body>
            {decidable ? (
              <Drawer.Footer>
                <HStack gap="2">
                  <Button size="sm" variant="outline" colorPalette="red" onClick={() => onDecide('reject')}>
                    <FormattedMessage id="admin.ops.refunds.reject" />
                  </Button>
                  <Button size="sm" colorPalette="blue" onClick={() => onDecide('approve')}>
                    <FormattedMessage id="admin.ops.refunds.approve" />
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
