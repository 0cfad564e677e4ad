import { Alert } from '@chakra-ui/react/alert';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Input } from '@chakra-ui/react/input';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { REFUND_REASON_MAX, type Refund } from 'shared-contracts/api/refunds';
import { formatMoney } from 'shared-contracts/mall/money';
import { LabelledField, useErrorTextOr } from 'shared-contracts/react/labelled-field';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { useRequestRefund } from '../api/request-refund';
import type { RefundTarget } from '../api/target';
import { uploadRefundPicture } from '../api/upload-refund-picture';
import { newRefundValues, parseQuantity, refundResolver, type RefundFormResult, type RefundFormValues } from '../utils/refund-form';
import { refusalOf } from '../utils/refusal';
import { RefundPicturesField } from './refund-pictures-field';

export type RefundRequestDialogProps = {
  target: RefundTarget;
  /** The goods as the buyer reads them (name and specification). */
  goods: string;
  /** The most that may be asked for now (GET api/refunds/refundable). */
  max: number;
  unitPrice: number;
  currency: string;
  onClose: () => void;
  onRequested: (refund: Refund) => void;
};

/**
 * SPEC: a refund request (reason, quantity, pictures) on an order line's stock or on a shipment's goods. Validated
 * with the contract and the line's bound; nothing reaches the server before submit: the pictures are uploaded
 * then, each once (a second submit after a refusal reuses their keys), and the request is written last. Refusals
 * (one already under review, the order moved on) are shown here, translated.
 */
export function RefundRequestDialog({ target, goods, max, unitPrice, currency, onClose, onRequested }: RefundRequestDialogProps) {
  const intl = useIntl();
  const errorText = useErrorTextOr('refunds.form.invalid');
  const submitRequest = useRequestRefund();
  const uploaded = useRef(new Map<File, string>());
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<RefundFormValues, unknown, RefundFormResult>({ resolver: refundResolver(target, max), defaultValues: newRefundValues(max) });
  const { errors, isSubmitting } = form.formState;
  const onStock = 'orderId' in target;

  const keysOf = async (pictures: File[]): Promise<string[] | null> => {
    const keys: string[] = [];
    for (const file of pictures) {
      let key = uploaded.current.get(file);
      if (!key) {
        try {
          key = (await uploadRefundPicture(file)).key;
          uploaded.current.set(file, key);
        } catch (error) {
          form.setError('pictures', { type: 'server', message: refusalOf(error).key ?? 'refunds.form.uploadFailed' }, { shouldFocus: true });
          return null;
        }
      }
      keys.push(key);
    }
    return keys;
  };

  const send = async ({ request, pictures }: RefundFormResult) => {
    setRefusal(null);
    const imageKeys = await keysOf(pictures);
    if (!imageKeys) return;
    try {
      onRequested(await submitRequest.mutateAsync({ ...request, imageKeys }));
    } catch (error) {
      const { key, fields } = refusalOf(error);
      for (const { field, message } of fields) form.setError(field, { type: 'server', message }, { shouldFocus: true });
      if (fields.length === 0) setRefusal(key ?? 'refunds.form.failed');
    }
  };

  return (
    <Dialog.Root open placement="center" closeOnInteractOutside={false} onOpenChange={(d) => { if (!d.open) onClose(); }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="lg">
            <form onSubmit={(e) => void form.handleSubmit(send)(e)} noValidate style={{ display: 'contents' }}
              aria-label={intl.formatMessage({ id: 'refunds.form.title' })}>
              <Dialog.Header>
                <Dialog.Title><FormattedMessage id="refunds.form.title" /></Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description asChild>
                    <Stack gap="1">
                      <Text fontWeight="medium">{goods}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        <FormattedMessage id={onStock ? 'refunds.form.onStock' : 'refunds.form.onShipment'} values={{ max }} />
                      </Text>
                    </Stack>
                  </Dialog.Description>
                  <LabelledField label={<FormattedMessage id="refunds.form.quantity" />} required error={errorText(errors.quantity?.message)}
                    help={<SuggestedAmount control={form.control} unitPrice={unitPrice} currency={currency} max={max} />}>
                    <Input inputMode="numeric" maxLength={7} {...form.register('quantity')} />
                  </LabelledField>
                  <LabelledField label={<FormattedMessage id="refunds.form.reason" />} required error={errorText(errors.reason?.message)}>
                    <Textarea rows={3} maxLength={REFUND_REASON_MAX} {...form.register('reason')} />
                  </LabelledField>
                  <Controller control={form.control} name="pictures" render={({ field }) => (
                    <RefundPicturesField ref={field.ref} value={field.value} error={errorText(errors.pictures?.message)}
                      onChange={(files) => { field.onChange(files); form.clearErrors('pictures'); }}
                      onProblem={(key) => (key ? form.setError('pictures', { type: 'picture', message: key }) : form.clearErrors('pictures'))} />
                  )} />
                  {refusal ? (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{errorText(refusal)}</Alert.Title>
                    </Alert.Root>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" size="sm"><FormattedMessage id="refunds.form.cancel" /></Button>
                </Dialog.ActionTrigger>
                <Button type="submit" size="sm" colorPalette="blue" loading={isSubmitting}>
                  <FormattedMessage id="refunds.form.submit" />
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'refunds.form.close' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The goods' price for the quantity typed: what the operator starts from (they confirm the amount refunded). */
function SuggestedAmount({ control, unitPrice, currency, max }: { control: Control<RefundFormValues, unknown, RefundFormResult>; unitPrice: number; currency: string; max: number }) {
  const locale = usePortalLocale();
  const quantity = parseQuantity(useWatch({ control, name: 'quantity' }));
  if (Number.isNaN(quantity) || quantity < 1 || quantity > max) return <FormattedMessage id="refunds.form.quantityHelp" values={{ max }} />;
  return <FormattedMessage id="refunds.form.suggested" values={{ max, amount: formatMoney(unitPrice * quantity, locale, currency) }} />;
}
