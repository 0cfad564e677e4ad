import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { OnlineIntent } from 'shared-contracts/api/online-payments';
import { useOnlineIntent } from '../api/get-online-intent';
import type { OnlineStartBody } from '../api/start-online-payment';
import { CardPaymentForm } from './card-payment-form';
import { OnlineFailure } from './online-failure';
import { SmsCodeStep } from './sms-code-step';

type StartFor = Omit<OnlineStartBody, 'method' | 'card'>;

/**
 * The card method: the card form, then the SMS code of the payment it started; once the code is accepted the
 * cashier waits for the bank's answer. A refusal (declined card, too many wrong codes) shows why above a fresh form.
 */
export function CardPayment({ start, blocked = false }: { start: StartFor; blocked?: boolean }) {
  const navigate = useNavigate();
  const [intentId, setIntentId] = useState<number | null>(null);
  const started = (intent: OnlineIntent) => setIntentId(intent.id);
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted"><FormattedMessage id="payments.online.cardIntro" /></Text>
      {intentId === null ? <CardPaymentForm start={start} onStarted={started} blocked={blocked} /> : (
        <StartedCardPayment key={intentId} intentId={intentId} start={start} blocked={blocked} onStarted={started} onBack={() => setIntentId(null)}
          onConfirmed={() => navigate(`/mallDdcCashier/${intentId}`)} />
      )}
    </Stack>
  );
}

function StartedCardPayment({ intentId, start, blocked, onStarted, onBack, onConfirmed }: {
  intentId: number; start: StartFor; blocked: boolean; onStarted: (intent: OnlineIntent) => void; onBack: () => void; onConfirmed: () => void;
}) {
  const intent = useOnlineIntent(intentId).data;
  if (!intent) return null;
  if (intent.status === 'pending' && intent.sms) return <SmsCodeStep intent={intent} onConfirmed={onConfirmed} onBack={onBack} />;
  return (
    <Stack gap="4">
      <OnlineFailure reason={intent.failureReason} />
      <CardPaymentForm start={start} onStarted={onStarted} blocked={blocked} />
    </Stack>
  );
}
