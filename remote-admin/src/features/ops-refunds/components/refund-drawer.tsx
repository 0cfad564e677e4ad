import { FormattedMessage } from 'react-intl';
import type { StaffRefund } from 'shared-contracts/api/refunds';
import { usePermission } from 'shared-contracts/react/permission';
import { SideDrawer } from '../../../components/side-drawer';
import { DecisionButtons } from '../../ops-shared/components/decision-buttons';
import type { RefundDecision } from '../api/review-refund';
import { RefundDetails } from './refund-details';

type RefundDrawerProps = { refund: StaffRefund; onDecide: (decision: RefundDecision) => void; onClose: () => void };

/** One refund beside the queue; approve and reject in its footer while it is under review, for refund:review. */
export function RefundDrawer({ refund, onDecide, onClose }: RefundDrawerProps) {
  const mayReview = usePermission(['refund:review']);
  const decidable = mayReview && refund.status === 'refunding';
  return (
    <SideDrawer title={<FormattedMessage id="admin.ops.refunds.drawer.title" values={{ refundNo: refund.refundNo }} />} onClose={onClose}
      footer={decidable ? (
        <DecisionButtons rejectLabel={<FormattedMessage id="admin.ops.refunds.reject" />}
          approveLabel={<FormattedMessage id="admin.ops.refunds.approve" />} onDecide={onDecide} />
      ) : null}>
      <RefundDetails refund={refund} />
    </SideDrawer>
  );
}
