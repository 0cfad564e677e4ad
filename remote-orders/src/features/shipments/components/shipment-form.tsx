import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Textarea } from '@chakra-ui/react/textarea';
import { useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Shipment } from 'shared-contracts/api/shipments';
import { LabelledField, useErrorTextOr } from 'shared-contracts/react/labelled-field';
import { useCreateShipment } from '../api/create-shipment';
import { saveAddress } from '../api/save-address';
import { uploadShipmentPicture } from '../api/upload-shipment-picture';
import { FIELD_OF_KEY, formFieldOf, newShipmentValues, shipmentResolver, type ShipmentFormResult, type ShipmentFormValues } from '../utils/shipment-form';
import { refusalFieldErrors, refusalKey } from '../utils/server-refusal';
import { ConsigneeFields } from './consignee-fields';
import { PlatformFields } from './platform-fields';
import { QuantityField } from './quantity-field';

type Form = UseFormReturn<ShipmentFormValues, unknown, ShipmentFormResult>;
type PictureName = 'orderScreenshot' | 'waybill';
type Done = { shipment: Shipment; addressSaved: boolean | null };

/**
 * SPEC §5 shipping form for one SKU: quantity, consignee, contact, address, and a platform order's extras. Nothing is
 * sent before submit: the pictures are uploaded then (each once, reused after a refusal), and the shipment is created
 * with one Idempotency-Key per form, so a double click ships once. "Save to address book" saves afterwards.
 */
export function ShipmentForm({ skuId, available, onDone }: { skuId: number; available: number; onDone: (done: Done) => void }) {
  const intl = useIntl();
  const errorText = useErrorTextOr('shipments.form.invalid');
  const create = useCreateShipment();
  const uploaded = useRef(new Map<File, string>());
  const key = useRef(crypto.randomUUID());
  const [refusal, setRefusal] = useState<string | null>(null);
  const form: Form = useForm({ resolver: shipmentResolver(available), defaultValues: newShipmentValues() });

  const keyOf = async (file: File, field: PictureName): Promise<string | null> => {
    const known = uploaded.current.get(file);
    if (known) return known;
    try {
      const { key: stored } = await uploadShipmentPicture(file);
      uploaded.current.set(file, stored);
      return stored;
    } catch (error) {
      form.setError(field, { type: 'server', message: refusalKey(error) ?? 'shipments.form.uploadFailed' }, { shouldFocus: true });
      return null;
    }
  };

  const ship = async (values: ShipmentFormResult) => {
    setRefusal(null);
    const orderScreenshotKey = values.orderScreenshot ? await keyOf(values.orderScreenshot, 'orderScreenshot') : null;
    const waybillKey = values.waybill ? await keyOf(values.waybill, 'waybill') : null;
    if ((values.orderScreenshot && !orderScreenshotKey) || (values.waybill && !waybillKey)) return;
    const to = { consignee: values.consignee, contact: values.contact, address: values.address };
    try {
      const shipment = await create.mutateAsync({ key: key.current, body: {
        items: [{ skuId, quantity: values.quantity }], ...to, platform: values.platform, platformOrderNo: values.platformOrderNo,
        orderScreenshotKey, waybillKey, remarks: values.remarks,
      } });
      key.current = crypto.randomUUID();
      const addressSaved = values.saveToBook ? await saveAddress({ id: null, body: to }).then(() => true, () => false) : null;
      onDone({ shipment, addressSaved });
    } catch (error) {
      const listed = refusalFieldErrors(error).flatMap(({ path, message }) => {
        const field = formFieldOf(path);
        return field ? [{ field, message }] : [];
      });
      const message = refusalKey(error);
      const field = message ? FIELD_OF_KEY[message] : undefined;
      if (listed.length === 0 && field && message) listed.push({ field, message });
      for (const e of listed) form.setError(e.field, { type: 'server', message: e.message }, { shouldFocus: true });
      if (listed.length === 0) setRefusal(message ?? 'shipments.form.failed');
    }
  };

  return (
    <form onSubmit={(e) => void form.handleSubmit(ship)(e)} noValidate aria-label={intl.formatMessage({ id: 'shipments.form.title' })}>
      <Stack gap="5">
        <QuantityField form={form} available={available} />
        <Stack gap="3">
          <Heading as="h2" size="md"><FormattedMessage id="shipments.form.consigneeTitle" /></Heading>
          <ConsigneeFields form={form} />
        </Stack>
        <Stack gap="3">
          <Heading as="h2" size="md"><FormattedMessage id="shipments.form.platformTitle" /></Heading>
          <PlatformFields form={form} />
        </Stack>
        <LabelledField label={<FormattedMessage id="shipments.form.remarks" />} error={errorText(form.formState.errors.remarks?.message)}>
          <Textarea rows={2} maxLength={500} {...form.register('remarks')} />
        </LabelledField>
        {refusal ? (
          <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Title>{errorText(refusal)}</Alert.Title></Alert.Root>
        ) : null}
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="blue" loading={form.formState.isSubmitting}><FormattedMessage id="shipments.form.submit" /></Button>
          <Button asChild variant="outline"><RouterLink to="/myStock"><FormattedMessage id="shipments.form.backToStock" /></RouterLink></Button>
        </HStack>
      </Stack>
    </form>
  );
}
