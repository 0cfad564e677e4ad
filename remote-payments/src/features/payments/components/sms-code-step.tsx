import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { SMS_CODE_LENGTH, smsConfirmSchema, type OnlineIntent } from 'shared-contracts/api/online-payments';
import { LabelledField, useErrorTextOr } from 'shared-contracts/react/labelled-field';
import { useSmsCode } from '../api/confirm-sms-code';
import { serverMessageKey } from '../utils/server-errors';
import { useSecondsLeft } from './countdown';

/**
 * The card's second step: the code the bank sent to the payer's phone. A right code hands the payment to the bank
 * (`onConfirmed`: the cashier then waits for its answer); a wrong one says so with the tries left; the last wrong
 * one ends the payment (the parent then shows why). A new code can be asked for once a minute.
 */
export function SmsCodeStep({ intent, onConfirmed, onBack }: { intent: OnlineIntent; onConfirmed: () => void; onBack: () => void }) {
  const intl = useIntl();
  const errorText = useErrorTextOr('payments.pay.invalid');
  const { confirm, resend } = useSmsCode(intent.id);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const resendIn = useSecondsLeft(intent.sms?.resendInSeconds ?? 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = smsConfirmSchema.safeParse({ code });
    if (!parsed.success) return setError(MessageKey.smsCodeInvalid);
    try {
      await confirm.mutateAsync(parsed.data.code);
      onConfirmed();
    } catch (failure) {
      setError(serverMessageKey(failure) ?? 'payments.loadFailed');
    }
  };

  const sendAgain = async () => {
    setResent(false);
    try {
      await resend.mutateAsync();
      setResent(true);
    } catch (failure) {
      setError(serverMessageKey(failure) ?? 'payments.loadFailed');
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="sms-code-title">
      <Stack gap="3">
        <Heading as="h3" size="sm" id="sms-code-title"><FormattedMessage id="payments.online.sms.title" /></Heading>
        <Text fontSize="sm"><FormattedMessage id="payments.online.sms.sent" values={{ length: SMS_CODE_LENGTH, phone: intent.sms?.phone ?? '' }} /></Text>
        <LabelledField label={<FormattedMessage id="payments.online.sms.code" />} required error={errorText(error)}>
          <Input value={code} onChange={(e) => { setCode(e.target.value); setError(null); }} inputMode="numeric"
            autoComplete="one-time-code" maxLength={SMS_CODE_LENGTH} width="12rem" />
        </LabelledField>
        <Text fontSize="sm" color="fg.muted"><FormattedMessage id="payments.online.sms.triesLeft" values={{ count: intent.sms?.triesLeft ?? 0 }} /></Text>
        {resent ? <Text fontSize="sm" role="status"><FormattedMessage id="payments.online.sms.resent" /></Text> : null}
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="blue" loading={confirm.isPending}><FormattedMessage id="payments.online.sms.confirm" /></Button>
          <Button variant="outline" onClick={() => void sendAgain()} disabled={resendIn > 0} loading={resend.isPending}>
            {resendIn > 0
              ? intl.formatMessage({ id: 'payments.online.sms.resendIn' }, { seconds: resendIn })
              : intl.formatMessage({ id: 'payments.online.sms.resend' })}
          </Button>
          <Button variant="ghost" onClick={onBack}><FormattedMessage id="payments.online.sms.back" /></Button>
        </HStack>
      </Stack>
    </form>
  );
}
