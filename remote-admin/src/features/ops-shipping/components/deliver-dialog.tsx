import { Input } from '@chakra-ui/react/input';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { StaffShipment } from 'shared-contracts/api/shipments';
import { LabelledField } from 'shared-contracts/react/labelled-field';
import { ActionDialog } from '../../../components/action-dialog';
import { useErrorText } from '../../../hooks/use-error-text';
import { useShippingStep } from '../api/ship-shipment';
import { localInputValue, refusalOf } from '../utils/refusal';

/** Marks a shipping shipment delivered at the time entered (now by default, in the operator's own clock). */
export function DeliverDialog({ shipment, onDone, onClose }: { shipment: StaffShipment; onDone: () => void; onClose: () => void }) {
  const errorText = useErrorText();
  const step = useShippingStep();
  const [at, setAt] = useState(() => localInputValue(new Date()));
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = () => {
    const when = new Date(at);
    if (Number.isNaN(when.getTime())) {
      setError(MessageKey.deliveredAtInvalid);
      return;
    }
    setError(null);
    setRefusal(null);
    step.mutate({ id: shipment.id, step: 'deliver', deliveredAt: when.toISOString() }, {
      onSuccess: onDone,
      onError: (e) => {
        const refused = refusalOf(e);
        if (refused?.key === MessageKey.deliveredAtInvalid) setError(refused.key);
        else setRefusal(refused?.key ?? 'admin.ops.shipping.stepFailed');
      },
    });
  };

  return (
    <ActionDialog maxW="lg" announceRefusal confirmPalette="blue" title={<FormattedMessage id="admin.ops.shipping.deliver.title" values={{ shipmentNo: shipment.shipmentNo }} />}
      description={<FormattedMessage id="admin.ops.shipping.deliver.message" values={{ consignee: shipment.consignee }} />}
      confirmLabel={<FormattedMessage id="admin.ops.shipping.deliver.confirm" />} pending={step.isPending} refusal={refusal} onConfirm={submit} onClose={onClose}>
      <LabelledField label={<FormattedMessage id="admin.ops.shipping.deliveredAt" />} required error={errorText(error)}
        help={<FormattedMessage id="admin.ops.shipping.deliveredAtHelp" />}>
        <Input size="sm" type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
      </LabelledField>
    </ActionDialog>
  );
}
