import { Badge } from '@chakra-ui/react/badge';
import { DataList } from '@chakra-ui/react/data-list';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import type { OnlinePaymentInfo } from 'shared-contracts/api/payments';
import { DetailRow } from '../../../components/detail-row';

/**
 * What an online payment (card, Alipay QR, digital RMB) gives the operator instead of a voucher: the provider and
 * its trade number to find the payment in the provider's statement, the payer and the card masked, and a warning
 * when the money came after the order could no longer take it and must be refunded at the provider.
 */
export function OnlineDetails({ online }: { online: OnlinePaymentInfo }) {
  return (
    <DataList.Root orientation="horizontal" size="sm">
      <DetailRow labelId="admin.ops.payments.online.provider">{online.provider || '—'}</DetailRow>
      <DetailRow labelId="admin.ops.payments.online.tradeNo">
        <Text fontFamily="mono" fontSize="xs">{online.providerTradeNo ?? '—'}</Text>
      </DetailRow>
      <DetailRow labelId="admin.ops.payments.online.payer">{online.payerName ?? '—'}</DetailRow>
      {online.cardMasked ? <DetailRow labelId="admin.ops.payments.online.card"><Text fontFamily="mono">{online.cardMasked}</Text></DetailRow> : null}
      {online.refundDue ? (
        <DetailRow labelId="admin.ops.payments.online.refund">
          <Badge colorPalette="red"><FormattedMessage id="admin.ops.payments.online.refundDue" /></Badge>
        </DetailRow>
      ) : null}
    </DataList.Root>
  );
}
