import { FormattedMessage } from 'react-intl';
import { REVIEWABLE_PAYMENT_STATES, type StaffPayment } from 'shared-contracts/api/payments';
import { usePermission } from 'shared-contracts/react/permission';
import { SideDrawer } from '../../../components/side-drawer';
import { DecisionButtons } from '../../ops-shared/components/decision-buttons';
import type { ReviewDecision } from '../api/review-payment';
import { PaymentDetails } from './payment-details';

type PaymentDrawerProps = { payment: StaffPayment; onDecide: (decision: ReviewDecision) => void; onClose: () => void };

/** One payment beside the queue; approve and reject in its footer while it awaits a decision, for payment:review. */
export function PaymentDrawer({ payment, onDecide, onClose }: PaymentDrawerProps) {
  const mayReview = usePermission(['payment:review']);
  const decidable = mayReview && REVIEWABLE_PAYMENT_STATES.includes(payment.status);
  return (
    <SideDrawer title={<FormattedMessage id="admin.ops.payments.drawer.title" values={{ serialNo: payment.serialNo }} />} onClose={onClose}
      footer={decidable ? (
        <DecisionButtons rejectLabel={<FormattedMessage id="admin.ops.payments.reject" />}
          approveLabel={<FormattedMessage id="admin.ops.payments.approve" />} onDecide={onDecide} />
      ) : null}>
      <PaymentDetails payment={payment} />
    </SideDrawer>
  );
}
