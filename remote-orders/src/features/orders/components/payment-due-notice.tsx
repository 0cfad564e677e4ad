import { Alert } from '@chakra-ui/react/alert';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderDetail } from 'shared-contracts/api/orders';
import type { DisplayedOrderState } from 'shared-contracts/mall/order-state';
import { latestNote } from '../utils/latest-note';

/**
 * The payments the buyer owes after acceptance, at the top of the order as the deposit's notice is (AcceptanceNotice),
 * above the button that pays (BuyerActions): the balance once stocking is complete, by the final payment's deadline
 * (stock not paid for by then goes back), and a rejected deposit or balance with the reviewer's reason, to pay again.
 */
export function PaymentDueNotice({ order, state }: { order: OrderDetail; state: DisplayedOrderState }) {
  const intl = useIntl();
  const due = order.finalDueAt ? intl.formatDate(order.finalDueAt, { dateStyle: 'medium', timeStyle: 'short' }) : null;
  const [prefix, status, reason] = state === 'finalPaymentPending' ? ['orders.detail.balanceDue', 'warning', null] as const
    : state === 'finalPaymentRejected' ? ['orders.detail.balanceRejected', 'error', latestNote(order.events, 'rejectFinal')] as const
      : state === 'depositRejected' ? ['orders.detail.depositRejected', 'error', latestNote(order.events, 'rejectDeposit')] as const
        : [null, null, null] as const;
  if (!prefix) return null;
  return (
    <Alert.Root status={status}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title><FormattedMessage id={`${prefix}.title`} /></Alert.Title>
        {reason ? <Alert.Description><FormattedMessage id="orders.detail.refused.reason" values={{ reason }} /></Alert.Description> : null}
        <Alert.Description>
          {due ? <FormattedMessage id={`${prefix}.body`} values={{ due }} /> : <FormattedMessage id={`${prefix}.bodyUndated`} />}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
