import { DataList } from '@chakra-ui/react/data-list';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StaffRefund } from 'shared-contracts/api/refunds';
import { formatDateTime } from 'shared-contracts/format';
import { localized } from 'shared-contracts/mall/localized';
import { formatMoney } from 'shared-contracts/mall/money';
import { orderStateMessageId, isOrderState } from 'shared-contracts/mall/order-state';
import { ProtectedImage } from 'shared-contracts/react/protected-image';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { DetailRow } from '../../../components/detail-row';
import { RefundStatusBadge } from './refund-status-badge';

/**
 * A refund in full for the operator deciding on it: the buyer's pictures and reason, the order and goods, the
 * quantity, the suggested amount and the most that may be refunded (what was paid for those units).
 */
export function RefundDetails({ refund: r }: { refund: StaffRefund }) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const money = (fen: number) => formatMoney(fen, locale, r.currency);
  const decided = r.status !== 'refunding';
  return (
    <Stack gap="5">
      <Stack gap="2" as="section" aria-labelledby="refund-pictures">
        <Heading as="h3" size="sm" id="refund-pictures"><FormattedMessage id="admin.ops.refunds.pictures" /></Heading>
        {r.imageUrls.length === 0 ? (
          <Text fontSize="sm" color="fg.muted"><FormattedMessage id="admin.ops.refunds.picture.none" /></Text>
        ) : (
          <HStack as="ul" listStyleType="none" gap="3" wrap="wrap">
            {r.imageUrls.map((url, i) => (
              <li key={url}>
                <ProtectedImage url={url} alt={intl.formatMessage({ id: 'admin.ops.refunds.pictureOf' }, { n: i + 1 })} boxSize="32" objectFit="cover"
                  loadingText={<FormattedMessage id="admin.ops.refunds.picture.loading" />} failedText={<FormattedMessage id="admin.ops.refunds.picture.failed" />}
                  retryLabel={<FormattedMessage id="admin.list.retry" />} />
              </li>
            ))}
          </HStack>
        )}
      </Stack>
      <DataList.Root orientation="horizontal" size="sm">
        <DetailRow labelId="admin.ops.refunds.col.status"><RefundStatusBadge status={r.status} /></DetailRow>
        <DetailRow labelId="admin.ops.refunds.col.buyer">{r.buyerName}</DetailRow>
        <DetailRow labelId="admin.ops.refunds.col.orderNo">
          {r.orderNo}{isOrderState(r.orderStatus) ? <> (<FormattedMessage id={orderStateMessageId(r.orderStatus)} />)</> : null}
        </DetailRow>
        <DetailRow labelId="admin.ops.refunds.col.goods">{`${localized(r.goodsName, r.goodsNameI18n, locale)} · ${localized(r.specText, r.specI18n, locale)}`}</DetailRow>
        <DetailRow labelId="admin.ops.refunds.col.on">
          {r.shipmentNo ? <FormattedMessage id="admin.ops.refunds.onShipment" values={{ shipmentNo: r.shipmentNo }} /> : <FormattedMessage id="admin.ops.refunds.onStockFrozen" />}
        </DetailRow>
        <DetailRow labelId="admin.ops.refunds.col.quantity">{r.quantity}</DetailRow>
        <DetailRow labelId="admin.ops.refunds.unitPrice">{money(r.unitPrice)}</DetailRow>
        <DetailRow labelId="admin.ops.refunds.suggested">{money(r.suggestedAmount)}</DetailRow>
        {decided ? <DetailRow labelId="admin.ops.refunds.refunded">{money(r.amount)}</DetailRow> : <DetailRow labelId="admin.ops.refunds.max">{money(r.maxAmount)}</DetailRow>}
        <DetailRow labelId="admin.ops.refunds.reason">{r.reason}</DetailRow>
        <DetailRow labelId="admin.ops.refunds.col.time">{formatDateTime(r.createTime, locale)}</DetailRow>
        {r.reviewerName ? (
          <DetailRow labelId="admin.ops.refunds.reviewed">
            <FormattedMessage id="admin.ops.refunds.reviewedBy" values={{ name: r.reviewerName, time: r.reviewTime ? formatDateTime(r.reviewTime, locale) : '' }} />
          </DetailRow>
        ) : null}
        {r.opinion ? <DetailRow labelId={r.status === 'refundFailure' ? 'admin.ops.refunds.rejectReason' : 'admin.ops.refunds.opinion'}>{r.opinion}</DetailRow> : null}
      </DataList.Root>
    </Stack>
  );
}
