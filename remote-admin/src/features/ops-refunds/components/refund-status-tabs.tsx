import { Badge } from '@chakra-ui/react/badge';
import { Tabs } from '@chakra-ui/react/tabs';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RefundCounts } from 'shared-contracts/api/refunds';
import { orderStateMessageId, REFUND_STATES, type RefundState } from 'shared-contracts/mall/order-state';

const ALL = 'all';

function Count({ value }: { value: number | undefined }) {
  return value === undefined ? null : <>{' '}<Badge size="xs" colorPalette={value > 0 ? 'blue' : 'gray'}>{value}</Badge></>;
}

type RefundStatusTabsProps = { status: RefundState | null; counts: RefundCounts | undefined; onStatus: (status: RefundState | null) => void; children: ReactNode };

/** The queue (under review) first, then the decided states and all, each with its count under the keyword. */
export function RefundStatusTabs({ status, counts, onStatus, children }: RefundStatusTabsProps) {
  const intl = useIntl();
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
  return (
    <Tabs.Root value={status ?? ALL} activationMode="manual" variant="enclosed" size="sm"
      onValueChange={(d) => onStatus(REFUND_STATES.find((s) => s === d.value) ?? null)}>
      <Tabs.List aria-label={intl.formatMessage({ id: 'admin.ops.refunds.states' })} overflowX="auto" overflowY="hidden" maxW="full">
        {REFUND_STATES.map((s) => (
          <Tabs.Trigger key={s} value={s} flexShrink={0}>
            <FormattedMessage id={orderStateMessageId(s)} />
            <Count value={counts?.[s]} />
          </Tabs.Trigger>
        ))}
        <Tabs.Trigger value={ALL} flexShrink={0}><FormattedMessage id="admin.filter.all" /><Count value={total} /></Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value={status ?? ALL} display="flex" flexDirection="column" gap="4">{children}</Tabs.Content>
    </Tabs.Root>
  );
}
