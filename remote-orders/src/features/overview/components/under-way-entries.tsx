import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OverviewExpiringStock, OverviewRefund, OverviewShipment } from 'shared-contracts/api/buyer-overview';
import { formatRelativeTime } from 'shared-contracts/format';
import { localized } from 'shared-contracts/mall/localized';
import { formatMoney } from 'shared-contracts/mall/money';
import { useDict } from 'shared-contracts/react/use-dict';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { isPressing, timeLeft } from '../utils/time-left';
import { Deadline } from './deadline';
import { OrderGoods } from './order-goods';
import { OverviewEntry } from './overview-entry';

/** Stock about to go back: how many units, and by when the balance keeps them; My stock shows what waits. */
export function ExpiringStockEntry({ stock }: { stock: OverviewExpiringStock }) {
  const left = timeLeft(stock.returnAt);
  return (
    <OverviewEntry to="/myStock" pressing={isPressing(left)} title={<FormattedMessage id="overview.stock.entry" values={{ orderNo: stock.orderNo }} />}>
      <OrderGoods goods={stock.goods} lineCount={stock.lineCount} />
      <Text><FormattedMessage id="overview.stock.units" values={{ units: stock.units }} /></Text>
      <Deadline at={stock.returnAt} left={left} />
    </OverviewEntry>
  );
}

/**
 * A shipment on the way: the carrier by the `logistics_company` dictionary's name in the reader's language, the
 * tracking number, and when it left. It is followed on its first order's page, as its notifications link.
 */
export function ShipmentEntry({ shipment }: { shipment: OverviewShipment }) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const { label } = useDict('logistics_company');
  const to = shipment.orderId ? `/myOrderDetail/${shipment.orderId}` : '/myInvoicesOrder';
  return (
    <OverviewEntry to={to} title={<FormattedMessage id="overview.shipments.entry" values={{ shipmentNo: shipment.shipmentNo }} />}>
      <Text>
        {shipment.logisticsCompany
          ? <FormattedMessage id="overview.shipments.carrier" values={{ carrier: label('logistics_company', shipment.logisticsCompany, locale), trackingNo: shipment.trackingNo ?? '—' }} />
          : <FormattedMessage id="overview.shipments.noCarrier" />}
      </Text>
      {shipment.shippedAt ? (
        <Text color="fg.muted">
          <FormattedMessage id="overview.shipments.shipped" values={{ units: shipment.quantity, ago: formatRelativeTime(Date.parse(shipment.shippedAt), intl.formatMessage) }} />
        </Text>
      ) : null}
    </OverviewEntry>
  );
}

/** A refund waiting for the operator's decision: what was asked for, and since when. */
export function RefundEntry({ refund }: { refund: OverviewRefund }) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const goods = `${localized(refund.goodsName, refund.goodsNameI18n, locale)} · ${localized(refund.specText, refund.specI18n, locale)}`;
  return (
    <OverviewEntry to={`/myRefundDetail/${refund.id}`} title={<FormattedMessage id="overview.refunds.entry" values={{ refundNo: refund.refundNo }} />}>
      <Text><FormattedMessage id="overview.refunds.what" values={{ quantity: refund.quantity, goods, orderNo: refund.orderNo, amount: formatMoney(refund.amount, locale) }} /></Text>
      <Text color="fg.muted"><FormattedMessage id="overview.refunds.requested" values={{ ago: formatRelativeTime(Date.parse(refund.requestedAt), intl.formatMessage) }} /></Text>
    </OverviewEntry>
  );
}
