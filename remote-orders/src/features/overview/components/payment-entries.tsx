import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import type { OverviewDuePayment, OverviewRejectedPayment } from 'shared-contracts/api/buyer-overview';
import { formatMoney } from 'shared-contracts/mall/money';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { isPressing, timeLeft } from '../utils/time-left';
import { Deadline, URGENT_TEXT } from './deadline';
import { OrderGoods } from './order-goods';
import { OverviewEntry } from './overview-entry';

/** Where a deposit or balance is paid (docs/notifications.md's links): the payment page, `?kind=final` for a balance. */
export const paymentPath = ({ orderId, kind }: { orderId: number; kind: 'deposit' | 'final' }) =>
  `/mallPayment/${orderId}${kind === 'final' ? '?kind=final' : ''}`;

function Money({ amount, amountVnd }: { amount: number; amountVnd: number }) {
  const locale = usePortalLocale();
  return <Text><FormattedMessage id="overview.money" values={{ cny: formatMoney(amount, locale), vnd: formatMoney(amountVnd, locale, 'VND') }} /></Text>;
}

/** A deposit or balance awaited: the amount, the deadline, and what happens if it passes. */
export function DuePaymentEntry({ payment }: { payment: OverviewDuePayment }) {
  const left = payment.dueAt ? timeLeft(payment.dueAt) : null;
  return (
    <OverviewEntry to={paymentPath(payment)} pressing={left ? isPressing(left) : false}
      title={<FormattedMessage id={`overview.due.${payment.kind}`} values={{ orderNo: payment.orderNo }} />}>
      <OrderGoods goods={payment.goods} lineCount={payment.lineCount} />
      <Money amount={payment.amount} amountVnd={payment.amountVnd} />
      {payment.dueAt && left ? <Deadline at={payment.dueAt} left={left} /> : null}
      <Text color="fg.muted"><FormattedMessage id={`overview.due.${payment.kind}Rule`} /></Text>
    </OverviewEntry>
  );
}

/** A rejected deposit or balance: the operator's reason, the amount to pay again and, for a balance, its deadline. */
export function RejectedPaymentEntry({ payment }: { payment: OverviewRejectedPayment }) {
  const left = payment.dueAt ? timeLeft(payment.dueAt) : null;
  return (
    <OverviewEntry to={paymentPath(payment)} pressing
      title={<FormattedMessage id={`overview.rejected.${payment.kind}`} values={{ orderNo: payment.orderNo }} />}>
      <Text color={URGENT_TEXT}>
        {payment.reason ? <FormattedMessage id="overview.rejected.reason" values={{ reason: payment.reason }} /> : <FormattedMessage id="overview.rejected.noReason" />}
      </Text>
      <OrderGoods goods={payment.goods} lineCount={payment.lineCount} />
      <Money amount={payment.amount} amountVnd={payment.amountVnd} />
      {payment.dueAt && left ? <Deadline at={payment.dueAt} left={left} /> : null}
    </OverviewEntry>
  );
}
