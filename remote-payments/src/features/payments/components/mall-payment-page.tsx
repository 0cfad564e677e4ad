import { Alert } from '@chakra-ui/react/alert';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import type { OrderDetail } from 'shared-contracts/api/orders';
import { isOnlineMethod } from 'shared-contracts/api/online-payments';
import type { Payment, PaymentMethod } from 'shared-contracts/api/payments';
import { localized } from 'shared-contracts/mall/localized';
import { LoginRequired, useSignedIn } from 'shared-contracts/react/login-required';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { useDepositDue } from '../api/get-deposit-due';
import { useLastRefusal } from '../api/get-my-payments';
import { useOnlineMethods } from '../api/get-online-methods';
import { useOrderToPay } from '../api/get-order-to-pay';
import { depositPayability } from '../utils/payability';
import { AmountDue } from './amount-due';
import { BankTransferPart } from './bank-transfer-part';
import { FinalPayment } from './final-payment';
import { NotPayable, OrderNotFound } from './not-payable';
import { OnlinePayment } from './online-payment';
import { AVAILABLE_METHOD, PaymentMethods } from './payment-methods';
import { PaymentSubmitted } from './payment-submitted';
import { LoadFailed, Loading, Section } from './page-parts';

const ORDER_ID = /^[1-9]\d{0,9}$/;

/**
 * `/mallPayment/:id` (payments/MallPayment), `:id` the order: paying its deposit, or with `?kind=final` its final
 * balance. Signed out, the sign-in prompt.
 */
export function MallPaymentPage() {
  const { id = '' } = useParams();
  // Keyed by the order, so another order's payment starts afresh.
  return useSignedIn() ? <MallPayment key={id} id={id} /> : <LoginRequired />;
}

function MallPayment({ id }: { id: string }) {
  const [paid, setPaid] = useState<Payment | null>(null);
  const [params] = useSearchParams();
  if (paid) return <PaymentSubmitted payment={paid} />;
  const orderId = ORDER_ID.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;
  if (orderId === null) return <OrderNotFound />;
  if (params.get('kind') === 'final') return <FinalPayment orderId={orderId} onPaid={setPaid} />;
  return <OrderPayment orderId={orderId} onPaid={setPaid} />;
}

function OrderPayment({ orderId, onPaid }: { orderId: number; onPaid: (payment: Payment) => void }) {
  const order = useOrderToPay(orderId);
  const payability = order.data ? depositPayability(order.data) : null;
  const due = useDepositDue(orderId, payability === 'payable');
  const refusal = useLastRefusal(orderId, order.data?.status === 'depositRejected');
  const online = useOnlineMethods(payability === 'payable');
  const [method, setMethod] = useState<PaymentMethod>(AVAILABLE_METHOD);

  if (order.isPending) return <Loading />;
  if (order.isError) return <LoadFailed onRetry={() => void order.refetch()} />;
  if (order.data === null) return <OrderNotFound />;
  if (payability !== 'payable' && payability !== null) return <NotPayable order={order.data} reason={payability} />;

  return (
    <Stack as="article" gap="5" maxW="3xl">
      <OrderHeading order={order.data} />
      {refusal?.failureReason ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title><FormattedMessage id="payments.pay.refused" values={{ serialNo: refusal.serialNo }} /></Alert.Title>
            <Alert.Description><FormattedMessage id="payments.pay.refusedReason" values={{ reason: refusal.failureReason }} /></Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {due.isPending ? <Loading /> : due.isError ? <LoadFailed onRetry={() => void due.refetch()} /> : (
        <>
          <Section id="amount-due" titleId="payments.pay.amountDue"><AmountDue order={order.data} due={due.data} /></Section>
          <Section id="payment-method" titleId="payments.pay.methods">
            <PaymentMethods value={method} onChange={setMethod} available={[AVAILABLE_METHOD, ...(online.data?.methods ?? [])]} />
          </Section>
          {isOnlineMethod(method) ? (
            <Section id="online-payment" titleId={`payments.method.${method}`}>
              <OnlinePayment key={method} method={method} due={due.data} sandbox={online.data?.sandbox ?? false} />
            </Section>
          ) : (
            <BankTransferPart due={due.data} onPaid={onPaid} />
          )}
        </>
      )}
    </Stack>
  );
}

function OrderHeading({ order }: { order: OrderDetail }) {
  const locale = usePortalLocale();
  const [first] = order.lines;
  return (
    <Stack gap="1">
      <Heading as="h1" size="xl"><FormattedMessage id="payments.pay.title" /></Heading>
      <Text color="fg.muted">
        <FormattedMessage id="payments.pay.order" values={{ orderNo: order.orderNo, store: localized(order.storeName, order.storeNameI18n, locale) }} />
      </Text>
      {first ? (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="payments.pay.goods" values={{
            goods: localized(first.goodsName, first.goodsNameI18n, locale), more: order.lines.length - 1, quantity: order.quantity,
          }} />
        </Text>
      ) : null}
      {order.depositDueAt ? (
        <Text fontSize="sm" fontWeight="medium">
          <FormattedMessage id="payments.pay.dueBy" values={{ time: <FormattedDate value={order.depositDueAt} dateStyle="medium" timeStyle="short" /> }} />
        </Text>
      ) : null}
      <Text fontSize="sm" color="fg.muted"><FormattedMessage id="payments.pay.leaveNote" /></Text>
    </Stack>
  );
}
