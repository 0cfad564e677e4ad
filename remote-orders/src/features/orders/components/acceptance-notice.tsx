import { Alert } from '@chakra-ui/react/alert';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderDetail } from 'shared-contracts/api/orders';
import { formatMoney } from 'shared-contracts/mall/money';
import type { DisplayedOrderState } from 'shared-contracts/mall/order-state';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { refusalReason } from '../utils/latest-note';

/**
 * SPEC §4 step 2: the platform accepts within a day (SPEC §9); once accepted, the deposit is due by the order's
 * deadline (the unpaid countdown, docs/orders.md); a refusal says why. Nothing for other states.
 */
export function AcceptanceNotice({ order, state }: { order: OrderDetail; state: DisplayedOrderState }) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const deposit = formatMoney(order.depositAmount, locale, order.currency);
  if (state === 'depositPending' && order.depositDueAt) {
    const due = intl.formatDate(order.depositDueAt, { dateStyle: 'medium', timeStyle: 'short' });
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title><FormattedMessage id="orders.detail.depositDue.title" /></Alert.Title>
          <Alert.Description><FormattedMessage id="orders.detail.depositDue.body" values={{ deposit, due }} /></Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (state === 'awaitingAcceptance') {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title><FormattedMessage id="orders.detail.awaiting.title" /></Alert.Title>
          <Alert.Description>
            <FormattedMessage id="orders.detail.awaiting.body" values={{ deposit }} />
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (state !== 'refused') return null;
  const reason = refusalReason(order.events);
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title><FormattedMessage id="orders.detail.refused.title" /></Alert.Title>
        {reason ? <Alert.Description><FormattedMessage id="orders.detail.refused.reason" values={{ reason }} /></Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}
