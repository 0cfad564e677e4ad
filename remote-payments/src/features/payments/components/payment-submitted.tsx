import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { DataList } from '@chakra-ui/react/data-list';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Payment } from 'shared-contracts/api/payments';
import { formatMoney } from 'shared-contracts/mall/money';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { PaymentStateBadge } from './payment-row-parts';

function Row({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel><FormattedMessage id={labelId} /></DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** After submitting: the payment's serial number and state, and the way to the order and to all payments. */
export function PaymentSubmitted({ payment }: { payment: Payment }) {
  const locale = usePortalLocale();
  return (
    <Stack as="article" gap="5" maxW="3xl">
      <Heading as="h1" size="xl"><FormattedMessage id="payments.done.title" /></Heading>
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title><FormattedMessage id="payments.done.submitted" values={{ serialNo: payment.serialNo }} /></Alert.Title>
          <Alert.Description><FormattedMessage id="payments.done.next" /></Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <DataList.Root orientation="horizontal" size="md">
        <Row labelId="payments.field.serialNo">{payment.serialNo}</Row>
        <Row labelId="payments.field.orderNo">{payment.orderNo}</Row>
        <Row labelId="payments.field.kind"><FormattedMessage id={`payments.kind.${payment.kind}`} /></Row>
        <Row labelId="payments.field.method"><FormattedMessage id={`payments.method.${payment.method}`} /></Row>
        <Row labelId="payments.field.amount">
          {formatMoney(payment.amount, locale, payment.currency)} · {formatMoney(payment.amountVnd, locale, 'VND')}
        </Row>
        {payment.remittedAmount !== null ? (
          <Row labelId="payments.field.remitted">{formatMoney(payment.remittedAmount, locale, 'VND')}</Row>
        ) : null}
        <Row labelId="payments.field.status"><PaymentStateBadge payment={payment} /></Row>
      </DataList.Root>
      <HStack gap="3" wrap="wrap">
        <Button asChild colorPalette="blue">
          <RouterLink to={`/myOrderDetail/${payment.orderId}`}><FormattedMessage id="payments.link.order" /></RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/myPayment"><FormattedMessage id="payments.link.myPayments" /></RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
