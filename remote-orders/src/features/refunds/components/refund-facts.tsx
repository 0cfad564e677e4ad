import { DataList } from '@chakra-ui/react/data-list';
import { Link } from '@chakra-ui/react/link';
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Refund } from 'shared-contracts/api/refunds';
import { localized } from 'shared-contracts/mall/localized';
import { formatMoney } from 'shared-contracts/mall/money';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { orderDetailPath } from '../utils/paths';
import { RefundStatusBadge } from './refund-status-badge';

function Item({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel><FormattedMessage id={labelId} /></DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

const none = <FormattedMessage id="refunds.detail.none" />;

/**
 * The refund fields of SPEC §3: status, the amount (suggested while under review, refunded once approved),
 * reason, initiator, review opinion and time, reject reason; with what it is on (order, goods, shipment).
 */
export function RefundFacts({ refund }: { refund: Refund }) {
  const locale = usePortalLocale();
  const money = (fen: number) => formatMoney(fen, locale, refund.currency);
  const reviewed = refund.status !== 'refunding';
  return (
    <DataList.Root orientation="horizontal" size="md">
      <Item labelId="refunds.detail.refundNo">{refund.refundNo}</Item>
      <Item labelId="refunds.detail.status"><RefundStatusBadge status={refund.status} /></Item>
      <Item labelId="refunds.detail.order">
        <Link asChild colorPalette="blue"><RouterLink to={orderDetailPath(refund.orderId)}>{refund.orderNo}</RouterLink></Link>
      </Item>
      <Item labelId="refunds.detail.goods">
        {localized(refund.goodsName, refund.goodsNameI18n, locale)} · {localized(refund.specText, refund.specI18n, locale)}
      </Item>
      <Item labelId="refunds.detail.on">
        {refund.shipmentNo
          ? <FormattedMessage id="refunds.detail.onShipment" values={{ shipmentNo: refund.shipmentNo }} />
          : <FormattedMessage id="refunds.detail.onStock" />}
      </Item>
      <Item labelId="refunds.detail.quantity">{refund.quantity}</Item>
      <Item labelId={reviewed ? 'refunds.detail.total' : 'refunds.detail.suggested'}>{money(refund.amount)}</Item>
      <Item labelId="refunds.detail.reason">{refund.reason}</Item>
      <Item labelId="refunds.detail.initiator">{refund.initiatorName}</Item>
      <Item labelId="refunds.detail.requested"><FormattedDate value={refund.createTime} dateStyle="medium" timeStyle="short" /></Item>
      <Item labelId="refunds.detail.opinion">{refund.opinion ?? none}</Item>
      <Item labelId="refunds.detail.reviewTime">
        {refund.reviewTime ? <FormattedDate value={refund.reviewTime} dateStyle="medium" timeStyle="short" /> : <FormattedMessage id="refunds.detail.awaitingReview" />}
      </Item>
      <Item labelId="refunds.detail.rejectReason">{refund.rejectReason ?? none}</Item>
    </DataList.Root>
  );
}
