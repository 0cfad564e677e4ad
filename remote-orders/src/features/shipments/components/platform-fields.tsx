import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { PLATFORM_ORDER_NO_MAX, SHIPPING_PLATFORMS } from 'shared-contracts/api/shipments';
import { LabelledField, useErrorTextOr } from 'shared-contracts/react/labelled-field';
import { PictureField } from 'shared-contracts/react/picture-field';
import type { ShipmentFormResult, ShipmentFormValues } from '../utils/shipment-form';

type Form = UseFormReturn<ShipmentFormValues, unknown, ShipmentFormResult>;
type PictureName = 'orderScreenshot' | 'waybill';

/**
 * The order this shipment fulfils on TikTok or Shopee, if any (SPEC §3 extras): then its order number, the order
 * screenshot and the waybill image are all required (docs/orders.md "Shipments").
 */
export function PlatformFields({ form }: { form: Form }) {
  const intl = useIntl();
  const errorText = useErrorTextOr('shipments.form.invalid');
  const { errors } = form.formState;
  const platform = useWatch({ control: form.control, name: 'platform' });
  return (
    <Stack gap="3">
      <LabelledField label={<FormattedMessage id="shipments.form.platform" />} help={<FormattedMessage id="shipments.form.platformHelp" />}
        error={errorText(errors.platform?.message)}>
        <NativeSelect.Root size="sm" maxW="xs">
          <NativeSelect.Field {...form.register('platform')}>
            <option value="">{intl.formatMessage({ id: 'shipments.platform.none' })}</option>
            {SHIPPING_PLATFORMS.map((p) => <option key={p} value={p}>{intl.formatMessage({ id: `shipments.platform.${p}` })}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </LabelledField>
      {platform ? (
        <>
          <LabelledField label={<FormattedMessage id="shipments.form.platformOrderNo" />} required error={errorText(errors.platformOrderNo?.message)}>
            <Input maxLength={PLATFORM_ORDER_NO_MAX} {...form.register('platformOrderNo')} />
          </LabelledField>
          <Picture form={form} name="orderScreenshot" error={errorText(errors.orderScreenshot?.message)} />
          <Picture form={form} name="waybill" error={errorText(errors.waybill?.message)} />
        </>
      ) : null}
    </Stack>
  );
}

function Picture({ form, name, error }: { form: Form; name: PictureName; error: string | undefined }) {
  const intl = useIntl();
  return (
    <Controller control={form.control} name={name} render={({ field }) => (
      <PictureField
        ref={field.ref}
        required
        label={intl.formatMessage({ id: `shipments.form.${name}` })}
        help={intl.formatMessage({ id: `shipments.form.${name}Help` })}
        value={field.value}
        onChange={(file) => { field.onChange(file); form.clearErrors(name); }}
        onProblem={(key) => (key ? form.setError(name, { type: 'picture', message: key }) : form.clearErrors(name))}
        error={error}
        messagePrefix="shipments.picture"
        previewMaxH="40"
      />
    )} />
  );
}
