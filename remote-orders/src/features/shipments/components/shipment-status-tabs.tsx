import { Badge } from '@chakra-ui/react/badge';
import { Tabs } from '@chakra-ui/react/tabs';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SHIPMENT_STATES, type ShipmentCounts, type ShipmentState } from 'shared-contracts/api/shipments';

const ALL = 'all';

type Props = { status: ShipmentState | null; counts: ShipmentCounts | undefined; onStatus: (status: ShipmentState | null) => void; children: ReactNode };

/** All and each status of a shipment as tabs with their counts; the list sits in the chosen tab's panel. */
export function ShipmentStatusTabs({ status, counts, onStatus, children }: Props) {
  const intl = useIntl();
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
  const count = (n: number | undefined) => (n === undefined ? null : <>{' '}<Badge size="xs" colorPalette={n > 0 ? 'blue' : 'gray'}>{n}</Badge></>);
  return (
    <Tabs.Root value={status ?? ALL} variant="line" size="sm" onValueChange={(d) => onStatus(SHIPMENT_STATES.find((s) => s === d.value) ?? null)}>
      <Tabs.List aria-label={intl.formatMessage({ id: 'shipments.list.tabs' })} overflowX="auto" overflowY="hidden" maxW="full">
        <Tabs.Trigger value={ALL} flexShrink={0}><FormattedMessage id="shipments.list.all" />{count(total)}</Tabs.Trigger>
        {SHIPMENT_STATES.map((s) => (
          <Tabs.Trigger key={s} value={s} flexShrink={0}><FormattedMessage id={`shipments.status.${s}`} />{count(counts?.[s])}</Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={status ?? ALL} display="flex" flexDirection="column" gap="3">{children}</Tabs.Content>
    </Tabs.Root>
  );
}
