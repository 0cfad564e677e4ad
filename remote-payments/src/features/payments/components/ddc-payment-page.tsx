import { Stack } from '@chakra-ui/react/stack';
import { useParams } from 'react-router-dom';
import { useSignedIn } from 'shared-contracts/react/login-required';
import { useOrderToPay } from '../api/get-order-to-pay';
import { DdcSources } from './ddc-sources';
import { MallPaymentPage } from './mall-payment-page';

const ORDER_ID = /^[1-9]\d{0,9}$/;

/**
 * `/mallDdcPayment/:id` (payments/MallDdcPayment), `:id` the order: a purchasing-agent order is paid exactly as
 * any order (the same page, methods and checks: MallPaymentPage), with the source of each ddc line below it.
 */
export function DdcPaymentPage() {
  const { id = '' } = useParams();
  const signedIn = useSignedIn();
  const orderId = ORDER_ID.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;
  return (
    <Stack gap="8">
      <MallPaymentPage />
      {signedIn && orderId !== null ? <OrderSources key={orderId} orderId={orderId} /> : null}
    </Stack>
  );
}

/** Shares the payment page's query of the order (same key): no second request. */
function OrderSources({ orderId }: { orderId: number }) {
  const order = useOrderToPay(orderId);
  return order.data ? <DdcSources order={order.data} /> : null;
}
