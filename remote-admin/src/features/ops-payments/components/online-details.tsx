import { Badge } from '@chakra-ui/react/badge';
import { DataList } from '@chakra-ui/react/data-list';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { OnlinePaymentInfo } from 'shared-contracts/api/payments';

function Row({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel><FormattedMessage id={labelId} /></DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/**
 * What an online payment (card, Alipay QR, digital RMB) gives the operator instead of a voucher: the provider and
 * its trade number to find the payment in the provider's statement, the payer and the card masked, and a warning
 * when the money came after the order could no longer take it and must be refunded at the provider.
 */
export function OnlineDetails({ online }: { online: OnlinePaymentInfo }) {
  return (
    <DataList.Root orientation="horizontal" size="sm">
      <Row labelId="admin.ops.payments.online.provider">{online.provider || '—'}</Row>
      <Row labelId="admin.ops.payments.online.tradeNo">
        <Text fontFamily="mono" fontSize="xs">{online.providerTradeNo ?? '—'}</Text>
      </Row>
      <Row labelId="admin.ops.payments.online.payer">{online.payerName ?? '—'}</Row>
      {online.cardMasked ? <Row labelId="admin.ops.payments.online.card"><Text fontFamily="mono">{online.cardMasked}</Text></Row> : null}
      {online.refundDue ? (
        <Row labelId="admin.ops.payments.online.refund">
          <Badge colorPalette="red"><FormattedMessage id="admin.ops.payments.online.refundDue" /></Badge>
        </Row>
      ) : null}
    </DataList.Root>
  );
}
