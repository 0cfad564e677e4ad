import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { CARD_TYPES, type CardDetails, type OnlineIntent } from 'shared-contracts/api/online-payments';
import { isReportedRequestError } from 'shared-contracts/http/is-http-error';
import { LabelledField, useErrorTextOr } from 'shared-contracts/react/labelled-field';
import { useStartOnlinePayment, type OnlineStartBody } from '../api/start-online-payment';
import { cardFieldErrors, cardResolver, newCardValues, type CardFormValues } from '../utils/card-form';
import { OnlineFailure } from './online-failure';

type StartFor = Omit<OnlineStartBody, 'method' | 'card'>;

/**
 * SPEC §3 "Bank card payment": the cardholder's real name, the phone the bank knows, the ID number, the card's type
 * and number, and what the type needs (a credit card's validity and CVV, a debit card's payment password). Checked
 * with the contract's schema, then sent to start the payment: the bank answers with the SMS code (the next step) or
 * a refusal. Nothing of the card is kept in the page after that.
 */
export function CardPaymentForm({ start, onStarted, blocked = false }: { start: StartFor; onStarted: (intent: OnlineIntent) => void; blocked?: boolean }) {
  const intl = useIntl();
  const errorText = useErrorTextOr('payments.pay.invalid');
  const starting = useStartOnlinePayment();
  const form = useForm<CardFormValues, unknown, CardDetails>({ resolver: cardResolver, defaultValues: newCardValues() });
  const cardType = useWatch({ control: form.control, name: 'cardType' });
  const { errors, isSubmitting } = form.formState;
  const [startFailed, setStartFailed] = useState(false);

  const pay = async (card: CardDetails) => {
    setStartFailed(false);
    try {
      const intent = await starting.mutateAsync({ ...start, method: 'ONLINE_RMB_CARD', card });
      form.reset(newCardValues());
      onStarted(intent);
    } catch (error) {
      const fieldErrors = cardFieldErrors(error);
      for (const { field, message } of fieldErrors) form.setError(field, { type: 'server', message }, { shouldFocus: true });
      // The shared client toasted what the server or the network said; anything else would end in silence.
      if (fieldErrors.length === 0 && !isReportedRequestError(error)) setStartFailed(true);
    }
  };

  const label = (field: string) => <FormattedMessage id={`payments.online.card.${field}`} />;
  return (
    <form onSubmit={(e) => void form.handleSubmit(pay)(e)} noValidate aria-label={intl.formatMessage({ id: 'payments.online.card.form' })}>
      <Stack gap="4">
        <HStack gap="4" align="start" wrap="wrap">
          <LabelledField label={label('holderName')} required error={errorText(errors.holderName?.message)}>
            <Input maxLength={60} autoComplete="cc-name" {...form.register('holderName')} />
          </LabelledField>
          <LabelledField label={label('phone')} required error={errorText(errors.phone?.message)}>
            <Input type="tel" inputMode="tel" maxLength={20} autoComplete="tel-national" {...form.register('phone')} />
          </LabelledField>
        </HStack>
        <LabelledField label={label('idNumber')} required error={errorText(errors.idNumber?.message)}>
          <Input maxLength={18} autoComplete="off" {...form.register('idNumber')} />
        </LabelledField>
        <Controller control={form.control} name="cardType" render={({ field }) => (
          <RadioGroup.Root value={field.value} onValueChange={(e) => field.onChange(e.value)} name={field.name} size="sm">
            <RadioGroup.Label>{label('cardType')}</RadioGroup.Label>
            <HStack gap="5" mt="2">
              {CARD_TYPES.map((type) => (
                <RadioGroup.Item key={type} value={type}>
                  <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{label(type)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
        )} />
        <LabelledField label={label('cardNumber')} required error={errorText(errors.cardNumber?.message)}>
          <Input inputMode="numeric" maxLength={23} autoComplete="cc-number" {...form.register('cardNumber')} />
        </LabelledField>
        {cardType === 'CREDIT' ? (
          <HStack gap="4" align="start" wrap="wrap">
            <LabelledField label={label('validity')} required error={errorText(errors.validity?.message)}>
              <Input inputMode="numeric" maxLength={5} placeholder="MM/YY" autoComplete="cc-exp" {...form.register('validity')} />
            </LabelledField>
            <LabelledField label={label('cvv')} required help={label('cvvHelp')} error={errorText(errors.cvv?.message)}>
              <Input type="password" inputMode="numeric" maxLength={3} autoComplete="cc-csc" {...form.register('cvv')} />
            </LabelledField>
          </HStack>
        ) : (
          <LabelledField label={label('paymentPassword')} required help={label('paymentPasswordHelp')} error={errorText(errors.paymentPassword?.message)}>
            <Input type="password" inputMode="numeric" maxLength={6} autoComplete="off" {...form.register('paymentPassword')} />
          </LabelledField>
        )}
        {startFailed ? <OnlineFailure reason={null} titleId="payments.online.card.startFailed" /> : null}
        <HStack>
          <Button type="submit" colorPalette="blue" loading={isSubmitting} disabled={blocked}><FormattedMessage id="payments.online.card.submit" /></Button>
        </HStack>
      </Stack>
    </form>
  );
}
