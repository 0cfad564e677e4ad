import { DataList } from '@chakra-ui/react/data-list';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import type { Order } from 'shared-contracts/api/orders';
import { formatMoney } from 'shared-contracts/mall/money';
import { REFUNDABLE_STATES } from 'shared-contracts/mall/order-state';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { RefundableLines } from './refundable-lines';
import { RefundList } from './refund-list';
import { RefundStatusBadge } from './refund-status-badge';

type OrderRefundsProps = { order: Pick<Order, 'id' | 'status' | 'refundStatus' | 'refundTotal' | 'currency'> };

/**
 * After-sales on an order's detail: the order's refund status and total (SPEC §3); while the order holds stock,
 * each line's refundable quantity with "Request a refund"; and the order's refunds (the buyer's refund list lives
 * here, per order).
 */
export function OrderRefunds({ order }: OrderRefundsProps) {
  const locale = usePortalLocale();
  const refundable = REFUNDABLE_STATES.includes(order.status);
  if (!refundable && order.refundStatus === null) return null;
  return (
    <Stack as="section" gap="3" aria-labelledby="order-refunds">
      <Heading as="h2" size="md" id="order-refunds"><FormattedMessage id="refunds.section.title" /></Heading>
      {order.refundStatus ? (
        <DataList.Root orientation="horizontal" size="md">
          <DataList.Item>
            <DataList.ItemLabel><FormattedMessage id="refunds.section.status" /></DataList.ItemLabel>
            <DataList.ItemValue><RefundStatusBadge status={order.refundStatus} /></DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel><FormattedMessage id="refunds.section.total" /></DataList.ItemLabel>
            <DataList.ItemValue>{formatMoney(order.refundTotal, locale, order.currency)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      ) : null}
      {refundable ? (
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted"><FormattedMessage id="refunds.section.stockHint" /></Text>
          <RefundableLines of={{ orderId: order.id }} />
        </Stack>
      ) : null}
      <Heading as="h3" size="sm"><FormattedMessage id="refunds.section.requests" /></Heading>
      <RefundList of={{ orderId: order.id }} />
    </Stack>
  );
}
