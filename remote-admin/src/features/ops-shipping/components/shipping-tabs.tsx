import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SHIPMENT_STATES, type ShipmentCounts, type ShipmentState } from 'shared-contracts/api/shipments';
import { CountTabs } from '../../ops-shared/components/count-tabs';

type Props = { status: ShipmentState; counts: ShipmentCounts | undefined; onStatus: (status: ShipmentState) => void; children: ReactNode };

/** The queue by status (pending first: what the warehouse must ship), each tab with its count. */
export function ShippingTabs({ status, counts, onStatus, children }: Props) {
  const intl = useIntl();
  const tabs = SHIPMENT_STATES.map((s) => ({ value: s, label: <FormattedMessage id={`admin.ops.shipping.status.${s}`} />, count: counts?.[s] }));
  return (
    <CountTabs value={status} tabs={tabs} listLabel={intl.formatMessage({ id: 'admin.ops.shipping.tabs' })}
      onValue={(v) => onStatus(SHIPMENT_STATES.find((s) => s === v) ?? 'pending')}>
      {children}
    </CountTabs>
  );
}
