import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { OnlineIntent } from 'shared-contracts/api/online-payments';
import { formatMoney } from 'shared-contracts/mall/money';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { payPathOf } from '../utils/pay-again';
import { OnlineFailure } from './online-failure';

const FAILURE_TITLE = { failed: 'payments.cashier.failed.title', expired: 'payments.cashier.expired.title', refundDue: 'payments.cashier.refundDue.title' } as const;

/** A settled payment: received (the operator verifies it next), or why not, with the way back to pay again. */
export function CashierResult({ intent }: { intent: OnlineIntent }) {
  const locale = usePortalLocale();
  return (
    <Stack gap="4">
      {intent.status === 'success' ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title><FormattedMessage id="payments.cashier.paid.title" /></Alert.Title>
            <Alert.Description>
              <FormattedMessage id="payments.cashier.paid.body" values={{
                amount: formatMoney(intent.amount, locale, intent.currency), tradeNo: intent.providerTradeNo ?? '',
              }} />
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <OnlineFailure reason={intent.failureReason} titleId={FAILURE_TITLE[intent.status === 'pending' ? 'failed' : intent.status]} />
      )}
      <HStack gap="3" wrap="wrap">
        {intent.status === 'failed' || intent.status === 'expired' ? (
          <Button asChild colorPalette="blue">
            <RouterLink to={payPathOf(intent)}><FormattedMessage id="payments.cashier.tryAgain" /></RouterLink>
          </Button>
        ) : null}
        <Button asChild variant={intent.status === 'success' ? 'solid' : 'outline'} colorPalette="blue">
          <RouterLink to={`/myOrderDetail/${intent.orderId}`}><FormattedMessage id="payments.link.order" /></RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/myPayment"><FormattedMessage id="payments.link.myPayments" /></RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
