import { Alert } from '@chakra-ui/react/alert';
import { Stack } from '@chakra-ui/react/stack';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Shipment } from 'shared-contracts/api/shipments';
import { ConfirmDialog } from 'shared-contracts/react/confirm-dialog';
import { useCancelShipment } from '../api/cancel-shipment';
import { useConfirmReceipt } from '../api/confirm-receipt';
import { ShipmentCard, type ShipmentCardProps } from './shipment-card';

type ShipmentCardsProps = Pick<ShipmentCardProps, 'afterSales' | 'headingLevel'> & { shipments: readonly Shipment[] };

/**
 * Shipments as cards with the buyer's two steps on them, each asked first: cancel a pending one (its units go back to
 * stock), confirm receipt of a delivered one (after-sales on it ends; an order whose every delivery is confirmed
 * completes). My shipments and an order's delivery section draw them alike.
 */
export function ShipmentCards({ shipments, afterSales, headingLevel }: ShipmentCardsProps) {
  const [cancelling, setCancelling] = useState<Shipment | null>(null);
  const [receiving, setReceiving] = useState<Shipment | null>(null);
  const [received, setReceived] = useState<string | null>(null);
  const cancel = useCancelShipment();
  const confirm = useConfirmReceipt();
  const card = (s: Shipment): ReactNode => (
    <ShipmentCard key={s.id} shipment={s} onCancel={setCancelling} onConfirmReceipt={(r) => { setReceived(null); setReceiving(r); }}
      afterSales={afterSales} headingLevel={headingLevel} />
  );
  return (
    <Stack gap="3">
      {received ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title><FormattedMessage id="shipments.receipt.done" values={{ shipmentNo: received }} /></Alert.Title>
        </Alert.Root>
      ) : null}
      {shipments.map(card)}
      <ConfirmDialog open={cancelling !== null} tone="danger" pending={cancel.isPending}
        title={<FormattedMessage id="shipments.cancel.title" />}
        message={<FormattedMessage id="shipments.cancel.message" values={{ shipmentNo: cancelling?.shipmentNo ?? '', quantity: cancelling?.quantity ?? 0 }} />}
        cancelLabel={<FormattedMessage id="shipments.cancel.keep" />} confirmLabel={<FormattedMessage id="shipments.cancel.confirm" />}
        onClose={() => setCancelling(null)}
        onConfirm={() => { if (cancelling) cancel.mutate(cancelling.id, { onSettled: () => setCancelling(null) }); }} />
      <ConfirmDialog open={receiving !== null} pending={confirm.isPending}
        title={<FormattedMessage id="shipments.receipt.title" />}
        message={<FormattedMessage id="shipments.receipt.message" values={{ shipmentNo: receiving?.shipmentNo ?? '', quantity: receiving?.quantity ?? 0 }} />}
        cancelLabel={<FormattedMessage id="shipments.receipt.back" />} confirmLabel={<FormattedMessage id="shipments.receipt.confirm" />}
        onClose={() => setReceiving(null)}
        onConfirm={() => {
          if (!receiving) return;
          confirm.mutate(receiving.id, {
            onSuccess: (s) => setReceived(s.shipmentNo),
            onSettled: () => setReceiving(null),
          });
        }} />
    </Stack>
  );
}
