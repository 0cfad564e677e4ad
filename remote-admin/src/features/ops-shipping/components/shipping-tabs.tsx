import { Badge } from '@chakra-ui/react/badge';
import { Tabs } from '@chakra-ui/react/tabs';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SHIPMENT_STATES, type ShipmentCounts, type ShipmentState } from 'shared-contracts/api/shipments';

type Props = { status: ShipmentState; counts: ShipmentCounts | undefined; onStatus: (status: ShipmentState) => void; children: ReactNode };

/** The queue by status (pending first: what the warehouse must ship), each tab with its count. */
export function ShippingTabs({ status, counts, onStatus, children }: Props) {
  const intl = useIntl();
  return (
    <Tabs.Root value={status} variant="enclosed" size="sm" onValueChange={(d) => onStatus(SHIPMENT_STATES.find((s) => s === d.value) ?? 'pending')}>
      <Tabs.List aria-label={intl.formatMessage({ id: 'admin.ops.shipping.tabs' })}>
        {SHIPMENT_STATES.map((s) => (
          <Tabs.Trigger key={s} value={s}>
            <FormattedMessage id={`admin.ops.shipping.status.${s}`} />
            {counts ? <>{' '}<Badge size="xs" colorPalette={counts[s] > 0 ? 'blue' : 'gray'}>{counts[s]}</Badge></> : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={status} display="flex" flexDirection="column" gap="4">{children}</Tabs.Content>
    </Tabs.Root>
  );
}
