import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RefundCounts } from 'shared-contracts/api/refunds';
import { orderStateMessageId, REFUND_STATES, type RefundState } from 'shared-contracts/mall/order-state';
import { CountTabs } from '../../ops-shared/components/count-tabs';

const ALL = 'all';

type RefundStatusTabsProps = { status: RefundState | null; counts: RefundCounts | undefined; onStatus: (status: RefundState | null) => void; children: ReactNode };

/** The queue (under review) first, then the decided states and all, each with its count under the keyword. */
export function RefundStatusTabs({ status, counts, onStatus, children }: RefundStatusTabsProps) {
  const intl = useIntl();
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
  const tabs = [
    ...REFUND_STATES.map((s) => ({ value: s, label: <FormattedMessage id={orderStateMessageId(s)} />, count: counts?.[s] })),
    { value: ALL, label: <FormattedMessage id="admin.filter.all" />, count: total },
  ];
  return (
    <CountTabs many value={status ?? ALL} tabs={tabs} listLabel={intl.formatMessage({ id: 'admin.ops.refunds.states' })}
      onValue={(v) => onStatus(REFUND_STATES.find((s) => s === v) ?? null)}>
      {children}
    </CountTabs>
  );
}
