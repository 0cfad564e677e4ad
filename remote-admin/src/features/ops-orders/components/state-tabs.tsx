import { Badge } from '@chakra-ui/react/badge';
import { Tabs } from '@chakra-ui/react/tabs';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderCounts } from 'shared-contracts/api/orders';
import { DISPLAYED_ORDER_STATES, orderStateMessageId, REFUND_STATES, type DisplayedOrderState } from 'shared-contracts/mall/order-state';

const ALL = 'all';
/** A refund is a record beside its order, never the order's status (docs/orders.md): those tabs would always be empty. */
const TAB_STATES = DISPLAYED_ORDER_STATES.filter((s) => !(REFUND_STATES as readonly string[]).includes(s));

function Count({ value }: { value: number | undefined }) {
  return value === undefined ? null : <>{' '}<Badge size="xs" colorPalette={value > 0 ? 'blue' : 'gray'}>{value}</Badge></>;
}

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
  return (
    <Tabs.Root value={state ?? ALL} activationMode="manual" variant="enclosed" size="sm"
      onValueChange={(d) => onState(TAB_STATES.find((s) => s === d.value) ?? null)}>
      <Tabs.List aria-label={intl.formatMessage({ id: 'admin.ops.orders.states' })} overflowX="auto" overflowY="hidden" maxW="full">
        <Tabs.Trigger value={ALL} flexShrink={0}><FormattedMessage id="admin.filter.all" /><Count value={total} /></Tabs.Trigger>
        {TAB_STATES.map((s) => (
          <Tabs.Trigger key={s} value={s} flexShrink={0}>
            <FormattedMessage id={orderStateMessageId(s)} />
            <Count value={counts?.[s]} />
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={state ?? ALL} display="flex" flexDirection="column" gap="4">{children}</Tabs.Content>
    </Tabs.Root>
  );
}
