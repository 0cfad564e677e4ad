import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { DataList } from '@chakra-ui/react/data-list';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { OnlineIntent } from 'shared-contracts/api/online-payments';
import { formatMoney } from 'shared-contracts/mall/money';
import { LoginRequired, useSignedIn } from 'shared-contracts/react/login-required';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { useOnlineIntent } from '../api/get-online-intent';
import { ORDER_QUERY_ROOT, paymentKeys } from '../api/query-keys';
import { CashierPending } from './cashier-pending';
import { CashierResult } from './cashier-result';
import { MissingRecord } from './not-payable';

const INTENT_ID = /^[1-9]\d{0,9}$/;

/**
 * `/mallDdcCashier/:id` (payments/MallDdcCashier), `:id` the online payment's intent: the amount, the QR drawn
 * here with the time left, polled until the provider settles it; then received, or why not with "try again".
 * Leaving it changes nothing: the order keeps waiting for its payment.
 */
export function CashierPage() {
  const { id = '' } = useParams();
  const intentId = INTENT_ID.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;
  if (!useSignedIn()) return <LoginRequired />;
  return intentId === null ? <IntentNotFound /> : <Cashier key={intentId} intentId={intentId} />;
}

function Cashier({ intentId }: { intentId: number }) {
  const intent = useOnlineIntent(intentId);
  const settled = intent.data && intent.data.status !== 'pending' ? intent.data.status : null;
  const queryClient = useQueryClient();
  useEffect(() => {
    // The order and the payment lists changed with the payment: read them again wherever they are shown.
    if (settled === 'success') {
      void queryClient.invalidateQueries({ queryKey: [...paymentKeys.all, 'mine'] });
      void queryClient.invalidateQueries({ queryKey: ORDER_QUERY_ROOT });
    }
  }, [settled, queryClient]);

  if (intent.isPending) return <HStack role="status" gap="2"><Spinner size="sm" /><Text><FormattedMessage id="payments.loading" /></Text></HStack>;
  if (intent.isError) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Description><FormattedMessage id="payments.loadFailed" /></Alert.Description>
        <Button size="sm" variant="outline" onClick={() => void intent.refetch()}><FormattedMessage id="payments.retry" /></Button>
      </Alert.Root>
    );
  }
  if (!intent.data) return <IntentNotFound />;
  return (
    <Stack as="article" gap="5" maxW="3xl">
      <CashierHeading intent={intent.data} />
      {intent.data.status === 'pending'
        ? <CashierPending intent={intent.data} onExpired={() => void intent.refetch()} />
        : <CashierResult intent={intent.data} />}
    </Stack>
  );
}

function CashierHeading({ intent }: { intent: OnlineIntent }) {
  const locale = usePortalLocale();
  return (
    <Stack gap="3">
      <Heading as="h1" size="xl"><FormattedMessage id="payments.cashier.title" /></Heading>
      <Text color="fg.muted"><FormattedMessage id="payments.cashier.order" values={{ orderNo: intent.orderNo, serialNo: intent.serialNo }} /></Text>
      <DataList.Root orientation="horizontal" size="md">
        <DataList.Item>
          <DataList.ItemLabel><FormattedMessage id="payments.field.kind" /></DataList.ItemLabel>
          <DataList.ItemValue><FormattedMessage id={`payments.kind.${intent.kind}`} /></DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel><FormattedMessage id="payments.field.method" /></DataList.ItemLabel>
          <DataList.ItemValue><FormattedMessage id={`payments.method.${intent.method}`} /></DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel><FormattedMessage id="payments.field.amount" /></DataList.ItemLabel>
          <DataList.ItemValue fontSize="lg" fontWeight="semibold">{formatMoney(intent.amount, locale, intent.currency)}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Stack>
  );
}

function IntentNotFound() {
  return <MissingRecord titleId="payments.cashier.notFound.title" bodyId="payments.cashier.notFound.body" />;
}
