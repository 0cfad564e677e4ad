import { Input } from '@chakra-ui/react/input';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { LabelledField, useErrorTextOr } from 'shared-contracts/react/labelled-field';
import { parseQuantity, type ShipmentFormResult, type ShipmentFormValues } from '../utils/shipment-form';

type Form = UseFormReturn<ShipmentFormValues, unknown, ShipmentFormResult>;

/** The quantity to ship; more than is available says 'Insufficient Available Quantity' as soon as it is typed. */
export function QuantityField({ form, available }: { form: Form; available: number }) {
  const errorText = useErrorTextOr('shipments.form.invalid');
  const typed = parseQuantity(useWatch({ control: form.control, name: 'quantity' }));
  const over = typed > available ? MessageKey.insufficientStock : undefined;
  return (
    <LabelledField label={<FormattedMessage id="shipments.form.quantity" />} required
      help={<FormattedMessage id="shipments.form.quantityHelp" values={{ available }} />}
      error={errorText(over ?? form.formState.errors.quantity?.message)}>
      <Input inputMode="numeric" maxW="40" maxLength={12} {...form.register('quantity')} />
    </LabelledField>
  );
}
