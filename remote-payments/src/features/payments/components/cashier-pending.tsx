import { Button } from '@chakra-ui/react/button';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ExternalLink } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OnlineIntent } from 'shared-contracts/api/online-payments';
import { formatMoney } from 'shared-contracts/mall/money';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { clockText, useSecondsLeft } from './countdown';
import { QrCode } from './qr-code';

/**
 * A payment the provider has not settled: the QR to scan (drawn here) or, for a card, the wait for the bank; the
 * time left; in the sandbox, the link to its payment app. At zero the intent is read again: the server then
 * closes it at the provider and says whether it was paid in time.
 */
export function CashierPending({ intent, onExpired }: { intent: OnlineIntent; onExpired: () => void }) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const left = useSecondsLeft(intent.secondsLeft, onExpired);
  const amount = formatMoney(intent.amount, locale, intent.currency);
  return (
    <Stack gap="4" align="start">
      {intent.qrContent ? (
        <>
          <Text><FormattedMessage id={`payments.cashier.scan.${intent.method}`} /></Text>
          <QrCode text={intent.qrContent} label={intl.formatMessage({ id: 'payments.cashier.qrLabel' }, { amount })} />
        </>
      ) : null}
      <HStack gap="2" role="status">
        <Spinner size="sm" />
        <Text><FormattedMessage id={intent.qrContent ? 'payments.cashier.waiting' : 'payments.cashier.waitingBank'} /></Text>
      </HStack>
      <Text fontWeight="medium" fontVariantNumeric="tabular-nums">
        <FormattedMessage id="payments.cashier.expiresIn" values={{ time: clockText(left) }} />
      </Text>
      {intent.simulatorUrl ? (
        <Button asChild variant="outline" size="sm">
          <a href={intent.simulatorUrl} target="_blank" rel="noreferrer">
            <FormattedMessage id="payments.cashier.sandbox" /> <ExternalLink size={14} aria-hidden />
          </a>
        </Button>
      ) : null}
      <Text fontSize="sm" color="fg.muted"><FormattedMessage id="payments.cashier.leaveNote" /></Text>
    </Stack>
  );
}
