import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { shipShipmentSchema, type StaffShipment } from 'shared-contracts/api/shipments';
import { LabelledField } from 'shared-contracts/react/labelled-field';
import { useDict } from 'shared-contracts/react/use-dict';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { ActionDialog } from '../../../components/action-dialog';
import { useErrorText } from '../../../hooks/use-error-text';
import { useShippingStep } from '../api/ship-shipment';
import { refusalOf } from '../utils/refusal';

type Errors = { logisticsCompany?: string; trackingNo?: string };

/** Ships a pending shipment: the carrier (dictionary logistics_company) and its tracking number, checked by the contract. */
export function ShipDialog({ shipment, onDone, onClose }: { shipment: StaffShipment; onDone: () => void; onClose: () => void }) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const errorText = useErrorText();
  const { dict } = useDict('logistics_company');
  const step = useShippingStep();
  const [values, setValues] = useState({ logisticsCompany: '', trackingNo: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const carriers = (dict.logistics_company ?? []).map((e) => ({ value: e.value, label: e.labelI18n[locale] || e.label }));

  const submit = () => {
    const parsed = shipShipmentSchema.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'logisticsCompany' ? 'logisticsCompany' : 'trackingNo';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setRefusal(null);
    step.mutate({ id: shipment.id, step: 'ship', ...parsed.data }, {
      onSuccess: onDone,
      onError: (error) => {
        const refused = refusalOf(error);
        if (refused?.key === MessageKey.logisticsCompanyRequired) setErrors({ logisticsCompany: refused.key });
        else if (refused?.key === MessageKey.trackingNoRequired) setErrors({ trackingNo: refused.key });
        else setRefusal(refused?.key ?? 'admin.ops.shipping.stepFailed');
      },
    });
  };

  return (
    <ActionDialog maxW="lg" announceRefusal confirmPalette="blue" title={<FormattedMessage id="admin.ops.shipping.ship.title" values={{ shipmentNo: shipment.shipmentNo }} />}
      description={<FormattedMessage id="admin.ops.shipping.ship.message" values={{ quantity: shipment.quantity, consignee: shipment.consignee }} />}
      confirmLabel={<FormattedMessage id="admin.ops.shipping.ship.confirm" />} pending={step.isPending} refusal={refusal} onConfirm={submit} onClose={onClose}>
      <LabelledField label={<FormattedMessage id="admin.ops.shipping.logisticsCompany" />} required error={errorText(errors.logisticsCompany)}>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={values.logisticsCompany} onChange={(e) => setValues((v) => ({ ...v, logisticsCompany: e.target.value }))}>
            <option value="">{intl.formatMessage({ id: 'admin.ops.shipping.chooseCarrier' })}</option>
            {carriers.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </LabelledField>
      <LabelledField label={<FormattedMessage id="admin.ops.shipping.trackingNo" />} required error={errorText(errors.trackingNo)}>
        <Input size="sm" maxLength={40} value={values.trackingNo} onChange={(e) => setValues((v) => ({ ...v, trackingNo: e.target.value }))} />
      </LabelledField>
    </ActionDialog>
  );
}
