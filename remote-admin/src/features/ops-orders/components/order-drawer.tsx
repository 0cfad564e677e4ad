import { Button, CloseButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Portal } from '@chakra-ui/react/portal';
import { HStack } from '@chakra-ui/react/stack';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StaffOrder } from 'shared-contracts/api/orders';
import { ErrorState, LoadingState } from '../../../components/list-state';
import { useStaffOrder } from '../api/get-staff-order';
import type { StaffAction } from '../api/take-staff-action';
import { useStaffActions } from '../hooks/use-staff-actions';
import { OrderDetails } from './order-details';

type OrderDrawerProps = {
  /** The row it was opened from: its number titles the drawer while the detail loads. */
  order: StaffOrder;
  now: number;
  onAction: (order: StaffOrder, action: StaffAction) => void;
  onClose: () => void;
};

/** One order in full beside the queue, with accept and refuse in its footer; it stays open after an answer and shows the new state. */
export function OrderDrawer({ order, now, onAction, onClose }: OrderDrawerProps) {
  const intl = useIntl();
  const detail = useStaffOrder(order.id);
  const staffActions = useStaffActions();
  const current = detail.data ?? null;
  return (
    <Drawer.Root open size="lg" placement="end" onOpenChange={(d) => { if (!d.open) onClose(); }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title><FormattedMessage id="admin.ops.orders.drawer.title" values={{ orderNo: order.orderNo }} /></Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {detail.isPending ? <LoadingState label={<FormattedMessage id="admin.ops.orders.drawer.loading" />} /> : null}
              {detail.isError ? (
                <ErrorState message={<FormattedMessage id="admin.ops.orders.drawer.loadFailed" />}
                  retryLabel={<FormattedMessage id="admin.list.retry" />} onRetry={() => void detail.refetch()} />
              ) : null}
              {detail.isSuccess && current === null ? <FormattedMessage id="admin.ops.orders.drawer.notFound" /> : null}
              {current ? <OrderDetails order={current} now={now} /> : null}
            </Drawer.Body>
            {current && staffActions(current).length > 0 ? (
              <Drawer.Footer>
                <HStack gap="2">
                  {staffActions(current).map((action) => (
                    <Button key={action} size="sm" variant={action === 'accept' ? 'solid' : 'outline'} colorPalette={action === 'accept' ? 'blue' : 'red'}
                      onClick={() => onAction(current, action)}>
                      <FormattedMessage id={`admin.ops.orders.${action}`} />
                    </Button>
                  ))}
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
