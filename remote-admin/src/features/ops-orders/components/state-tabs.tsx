import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderCounts } from 'shared-contracts/api/orders';
import { DISPLAYED_ORDER_STATES, orderStateMessageId, REFUND_STATES, type DisplayedOrderState } from 'shared-contracts/mall/order-state';
import { CountTabs } from '../../ops-shared/components/count-tabs';

const ALL = 'all';
/** A refund is a record beside its order, never the order's status (docs/orders.md): those tabs would always be empty. */
const TAB_STATES = DISPLAYED_ORDER_STATES.filter((s) => !(REFUND_STATES as readonly string[]).includes(s));

type StateTabsProps = {
  state: DisplayedOrderState | null;
  counts: OrderCounts | undefined;
  onState: (state: DisplayedOrderState | null) => void;
  children: ReactNode;
};

/**
 * Every state an order shows as a tab with its count, All first: operators look orders up by exact state. The tabs
 * change on Enter or a click, so the arrow keys move along them without loading each list.
 */
export function StateTabs({ state, counts, onState, children }: StateTabsProps) {
  const intl = useIntl();
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
  const tabs = [
    { value: ALL, label: <FormattedMessage id="admin.filter.all" />, count: total },
    ...TAB_STATES.map((s) => ({ value: s, label: <FormattedMessage id={orderStateMessageId(s)} />, count: counts?.[s] })),
  ];
  return (
    <CountTabs many value={state ?? ALL} tabs={tabs} listLabel={intl.formatMessage({ id: 'admin.ops.orders.states' })}
      onValue={(v) => onState(TAB_STATES.find((s) => s === v) ?? null)}>
      {children}
    </CountTabs>
  );
}
