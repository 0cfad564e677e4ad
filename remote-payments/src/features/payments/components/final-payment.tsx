import { Alert } from '@chakra-ui/react/alert';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { DueLine } from 'shared-contracts/api/final-payment';
import { isOnlineMethod } from 'shared-contracts/api/online-payments';
import type { OrderDetail } from 'shared-contracts/api/orders';
import type { Payment, PaymentMethod } from 'shared-contracts/api/payments';
import { useErrorTextOr } from 'shared-contracts/react/labelled-field';
import { useFinalDue } from '../api/get-final-due';
import { useLastRefusal } from '../api/get-my-payments';
import { useOnlineMethods } from '../api/get-online-methods';
import { useOrderToPay } from '../api/get-order-to-pay';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { finalPayability } from '../utils/final-payability';
import { checkQuantities, draftOf, sameQuantities, type QuantityDraft } from '../utils/final-quantities';
import { serverMessageKey } from '../utils/server-errors';
import { BankTransferPart } from './bank-transfer-part';
import { FinalBreakdown } from './final-breakdown';
import { FinalConfirmation } from './final-confirmation';
import { FinalNotPayable } from './final-not-payable';
import { FinalQuantities } from './final-quantities';
import { OrderNotFound } from './not-payable';
import { OnlinePayment } from './online-payment';
import { AVAILABLE_METHOD, PaymentMethods } from './payment-methods';
import { LoadFailed, Loading, Section } from './page-parts';

/** How long the quantities stand still before the balance is asked again. */
export const RECOMPUTE_DELAY_MS = 400;

/** `/mallPayment/:id?kind=final`: the final balance of an order whose stocking is complete. */
export function FinalPayment({ orderId, onPaid }: { orderId: number; onPaid: (payment: Payment) => void }) {
  const order = useOrderToPay(orderId);
  if (order.isPending) return <Loading />;
  if (order.isError) return <LoadFailed onRetry={() => void order.refetch()} />;
  if (order.data === null) return <OrderNotFound />;
  const payability = finalPayability(order.data);
  if (payability !== 'payable') return <FinalNotPayable order={order.data} reason={payability} />;
  return <FinalPaymentForm order={order.data} onPaid={onPaid} />;
}

/**
 * The quantities to take (all that was stocked to begin with), the balance the server computes for them, asked
 * again a moment after the buyer stops typing, and the way to pay it: a bank transfer to the receiving account or
 * one of the online methods the server offers (docs/payments.md), or, when the deposit covers it all, a
 * confirmation. Nothing is submitted or started for quantities the shown balance is not for.
 */
function FinalPaymentForm({ order, onPaid }: { order: OrderDetail; onPaid: (payment: Payment) => void }) {
  const errorText = useErrorTextOr('payments.pay.invalid');
  const refusal = useLastRefusal(order.id, order.status === 'finalPaymentRejected');
  const online = useOnlineMethods(true);
  const [method, setMethod] = useState<PaymentMethod>(AVAILABLE_METHOD);
  const [draft, setDraft] = useState<QuantityDraft | null>(null);
  const [lines, setLines] = useState<readonly DueLine[] | null>(null);
  const checked = lines && draft ? checkQuantities(lines, draft) : null;
  const wanted = checked && checked.quantities.length > 0 ? checked.quantities : null;
  const settled = useDebouncedValue(wanted, RECOMPUTE_DELAY_MS);
  const due = useFinalDue(order.id, settled, draft === null || settled !== null);
  // The first answer (everything stocked) gives the lines and the starting quantities.
  if (draft === null && due.data) {
    setLines(due.data.lines);
    setDraft(draftOf(due.data.lines));
  }

  if (due.data === undefined) return due.isError ? <LoadFailed onRetry={() => void due.refetch()} /> : <Loading />;
  const synced = wanted !== null && sameQuantities(wanted, due.data.quantities) && !due.isFetching;
  const refused = due.isError ? serverMessageKey(due.error) : undefined;

  return (
    <Stack as="article" gap="5" maxW="4xl">
      <Stack gap="1">
        <Heading as="h1" size="xl"><FormattedMessage id="payments.final.title" /></Heading>
        <Text color="fg.muted"><FormattedMessage id="payments.final.order" values={{ orderNo: order.orderNo }} /></Text>
      </Stack>
      {refusal?.failureReason ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title><FormattedMessage id="payments.pay.refused" values={{ serialNo: refusal.serialNo }} /></Alert.Title>
            <Alert.Description><FormattedMessage id="payments.pay.refusedReason" values={{ reason: refusal.failureReason }} /></Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Section id="final-quantities" titleId="payments.final.quantities">
        <Text fontSize="sm" color="fg.muted"><FormattedMessage id="payments.final.quantitiesIntro" /></Text>
        <FinalQuantities lines={due.data.lines} draft={draft ?? {}} errors={checked?.errors ?? {}}
          onChange={(lineId, text) => setDraft({ ...(draft ?? {}), [lineId]: text })} />
        {checked?.total ? <Text color="fg.error" fontSize="sm" role="alert">{errorText(checked.total)}</Text> : null}
        {refused ? <Text color="fg.error" fontSize="sm" role="alert">{errorText(refused)}</Text> : null}
      </Section>
      <Section id="amount-due" titleId="payments.pay.amountDue">
        {!synced && wanted !== null ? (
          <HStack role="status" gap="2" color="fg.muted"><Spinner size="xs" /><Text fontSize="sm"><FormattedMessage id="payments.final.recomputing" /></Text></HStack>
        ) : null}
        <FinalBreakdown due={due.data} />
      </Section>
      {due.data.amount > 0 ? (
        <>
          <Section id="payment-method" titleId="payments.pay.methods">
            <PaymentMethods value={method} onChange={setMethod} available={[AVAILABLE_METHOD, ...(online.data?.methods ?? [])]} />
          </Section>
          {isOnlineMethod(method) ? (
            <Section id="online-payment" titleId={`payments.method.${method}`}>
              <OnlinePayment key={method} method={method} due={due.data} sandbox={online.data?.sandbox ?? false} blocked={!synced} />
            </Section>
          ) : (
            <BankTransferPart due={due.data} onPaid={onPaid} blocked={!synced} extra={{ kind: 'final', quantities: due.data.quantities ?? [] }} />
          )}
        </>
      ) : (
        <Section id="final-confirmation" titleId="payments.final.confirmTitle">
          <FinalConfirmation orderId={order.id} quantities={due.data.quantities ?? []} blocked={!synced} onPaid={onPaid} />
        </Section>
      )}
    </Stack>
  );
}
