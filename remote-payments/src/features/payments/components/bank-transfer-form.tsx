import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Textarea } from '@chakra-ui/react/textarea';
import { useEffect, useRef } from 'react';
import { Controller, useForm, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { LineQuantity } from 'shared-contracts/api/final-payment';
import type { Payment } from 'shared-contracts/api/payments';
import { formatMoney } from 'shared-contracts/mall/money';
import { LabelledField, useErrorTextOr } from 'shared-contracts/react/labelled-field';
import { PictureField } from 'shared-contracts/react/picture-field';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { useSubmitBankTransfer } from '../api/submit-bank-transfer';
import { uploadPaymentPicture } from '../api/upload-payment-picture';
import {
  bankTransferResolver, newBankTransferValues, parseDong, type BankTransferFormResult, type BankTransferFormValues,
} from '../utils/bank-transfer-form';
import { bankTransferFieldErrors, serverMessageKey } from '../utils/server-errors';

type Form = UseFormReturn<BankTransferFormValues, unknown, BankTransferFormResult>;
type PictureName = 'voucher' | 'remittance';

/**
 * SPEC §5 bank transfer: remitter, bank, the amount remitted in dong (prefilled with the amount due), the voucher
 * screenshot (required), the remittance picture (optional) and remarks. Nothing reaches the server before submit:
 * the pictures are uploaded then, each once (a second submit after a refusal reuses their keys), and the payment
 * is written last. Leaving the page before that leaves the order waiting for its deposit.
 */
export type BankTransferFormProps = {
  orderId: number;
  amountVnd: number;
  onPaid: (payment: Payment) => void;
  /** The final balance: its kind and the quantities taken, sent with the transfer (the deposit sends neither). */
  extra?: { kind: 'final'; quantities: LineQuantity[] };
  /** Not to be submitted now (the amount shown is still being computed for what was typed). */
  blocked?: boolean;
};

export function BankTransferForm({ orderId, amountVnd, onPaid, extra, blocked = false }: BankTransferFormProps) {
  const intl = useIntl();
  const errorText = useErrorTextOr('payments.pay.invalid');
  const submitTransfer = useSubmitBankTransfer();
  const uploaded = useRef(new Map<File, string>());
  const form: Form = useForm({ resolver: bankTransferResolver(orderId), defaultValues: newBankTransferValues(amountVnd) });
  const { errors, isSubmitting } = form.formState;
  // The amount due can change under the form (the final balance follows the quantities): an amount the payer has
  // not typed follows it.
  useEffect(() => {
    if (!form.getFieldState('remittedAmount').isDirty) form.setValue('remittedAmount', String(amountVnd));
  }, [amountVnd, form]);

  const keyOf = async (file: File, field: PictureName): Promise<string | null> => {
    const known = uploaded.current.get(file);
    if (known) return known;
    try {
      const { key } = await uploadPaymentPicture(file);
      uploaded.current.set(file, key);
      return key;
    } catch (error) {
      form.setError(field, { type: 'server', message: serverMessageKey(error) ?? 'payments.pay.uploadFailed' }, { shouldFocus: true });
      return null;
    }
  };

  const pay = async ({ fields, voucher, remittance }: BankTransferFormResult) => {
    const voucherKey = await keyOf(voucher, 'voucher');
    const remittanceKey = remittance ? await keyOf(remittance, 'remittance') : null;
    if (!voucherKey || (remittance && !remittanceKey)) return;
    try {
      onPaid(await submitTransfer.mutateAsync({ ...fields, ...extra, voucherKey, remittanceKey }));
    } catch (error) {
      // Field errors go on their fields; anything else (409: the order moved on) was toasted by the shared client.
      for (const { field, message } of bankTransferFieldErrors(error)) form.setError(field, { type: 'server', message }, { shouldFocus: true });
    }
  };

  return (
    <form onSubmit={(e) => void form.handleSubmit(pay)(e)} noValidate aria-label={intl.formatMessage({ id: 'payments.pay.form' })}>
      <Stack gap="4">
        <HStack gap="4" align="start" wrap="wrap">
          <LabelledField label={<FormattedMessage id="payments.pay.remitterName" />} required error={errorText(errors.remitterName?.message)}>
            <Input maxLength={60} autoComplete="name" {...form.register('remitterName')} />
          </LabelledField>
          <LabelledField label={<FormattedMessage id="payments.pay.remitterBank" />} required error={errorText(errors.remitterBank?.message)}>
            <Input maxLength={100} {...form.register('remitterBank')} />
          </LabelledField>
        </HStack>
        <LabelledField label={<FormattedMessage id="payments.pay.remittedAmount" />} required
          help={<AmountHelp control={form.control} amountVnd={amountVnd} />} error={errorText(errors.remittedAmount?.message)}>
          <Input inputMode="numeric" maxLength={20} {...form.register('remittedAmount')} />
        </LabelledField>
        <Picture form={form} name="voucher" required error={errorText(errors.voucher?.message)} />
        <Picture form={form} name="remittance" error={errorText(errors.remittance?.message)} />
        <LabelledField label={<FormattedMessage id="payments.pay.remarks" />} help={<FormattedMessage id="payments.pay.remarksHelp" />}
          error={errorText(errors.remarks?.message)}>
          <Textarea rows={3} maxLength={500} {...form.register('remarks')} />
        </LabelledField>
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="blue" loading={isSubmitting} disabled={blocked}>
            <FormattedMessage id="payments.pay.submit" />
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={`/myOrderDetail/${orderId}`}><FormattedMessage id="payments.pay.later" /></RouterLink>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** The amount due in dong; a different amount typed is allowed (the operator checks the real one) but pointed out. */
function AmountHelp({ control, amountVnd }: { control: Control<BankTransferFormValues, unknown, BankTransferFormResult>; amountVnd: number }) {
  const locale = usePortalLocale();
  const typed = parseDong(useWatch({ control, name: 'remittedAmount' }));
  const due = formatMoney(amountVnd, locale, 'VND');
  if (Number.isNaN(typed) || typed === amountVnd) return <FormattedMessage id="payments.pay.remittedAmountHelp" values={{ due }} />;
  return <FormattedMessage id="payments.pay.remittedAmountDiffers" values={{ due, typed: formatMoney(typed, locale, 'VND') }} />;
}

const fileCaption = (file: File) => (
  <FormattedMessage id="payments.pay.picture.file" values={{ name: file.name, size: Math.max(1, Math.round(file.size / 1024)) }} />
);

function Picture({ form, name, required, error }: { form: Form; name: PictureName; required?: boolean; error: string | undefined }) {
  const intl = useIntl();
  return (
    <Controller control={form.control} name={name} render={({ field }) => (
      <PictureField
        ref={field.ref}
        label={intl.formatMessage({ id: `payments.pay.${name}` })}
        help={intl.formatMessage({ id: `payments.pay.${name}Help` })}
        required={required}
        value={field.value}
        onChange={(file) => { field.onChange(file); form.clearErrors(name); }}
        onProblem={(key) => (key ? form.setError(name, { type: 'picture', message: key }) : form.clearErrors(name))}
        error={error}
        messagePrefix="payments.pay.picture"
        previewMaxH="48"
        fileCaption={fileCaption}
      />
    )} />
  );
}
