import { Button } from '@chakra-ui/react/button';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { OrderLine, StaffOrder } from 'shared-contracts/api/orders';
import { ErrorState, LoadingState } from '../../../components/list-state';
import { SideDrawer } from '../../../components/side-drawer';
import { useStaffOrder } from '../api/get-staff-order';
import type { StaffAction } from '../api/take-staff-action';
import { useStaffActions } from '../hooks/use-staff-actions';
import { CorrectPriceDialog } from './correct-price-dialog';
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
  const detail = useStaffOrder(order.id);
  const staffActions = useStaffActions();
  const [correcting, setCorrecting] = useState<OrderLine | null>(null);
  const current = detail.data ?? null;
  const actions = current ? staffActions(current) : [];
  // A collected price is corrected by whoever may accept the order, while it may still be accepted.
  const mayCorrect = actions.includes('accept');
  return (
    <SideDrawer title={<FormattedMessage id="admin.ops.orders.drawer.title" values={{ orderNo: order.orderNo }} />} onClose={onClose}
      footer={current && actions.length > 0 ? actions.map((action) => (
        <Button key={action} size="sm" variant={action === 'accept' ? 'solid' : 'outline'} colorPalette={action === 'accept' ? 'blue' : 'red'}
          onClick={() => onAction(current, action)}>
          <FormattedMessage id={`admin.ops.orders.${action}`} />
        </Button>
      )) : null}>
      {detail.isPending ? <LoadingState label={<FormattedMessage id="admin.ops.orders.drawer.loading" />} /> : null}
      {detail.isError ? (
        <ErrorState message={<FormattedMessage id="admin.ops.orders.drawer.loadFailed" />}
          retryLabel={<FormattedMessage id="admin.list.retry" />} onRetry={() => void detail.refetch()} />
      ) : null}
      {detail.isSuccess && current === null ? <FormattedMessage id="admin.ops.orders.drawer.notFound" /> : null}
      {current ? <OrderDetails order={current} now={now} onCorrect={mayCorrect ? setCorrecting : undefined} /> : null}
      {current && correcting ? (
        <CorrectPriceDialog order={current} line={correcting} onDone={() => setCorrecting(null)} onClose={() => setCorrecting(null)} />
      ) : null}
    </SideDrawer>
  );
}
