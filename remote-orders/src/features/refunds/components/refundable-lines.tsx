import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Refund, RefundableLine } from 'shared-contracts/api/refunds';
import { ResponsiveTable, type ResponsiveColumn } from 'shared-contracts/react/responsive-table';
import { useRefundable } from '../api/get-refundable';
import type { RefundableOf } from '../api/target';
import { refundDetailPath } from '../utils/paths';
import { LineGoods } from './line-goods';
import { RequestRefundButton } from './request-refund-button';

/**
 * The lines of an order (its stock) or of a shipment (goods sent) with what may be refunded of each now and the
 * button to ask; after a request, a note with the link to it.
 */
export function RefundableLines({ of }: { of: RefundableOf }) {
  const refundable = useRefundable(of);
  const [requested, setRequested] = useState<Refund | null>(null);
  if (refundable.isPending) {
    return <HStack role="status" gap="2"><Spinner size="sm" /><Text><FormattedMessage id="refunds.lines.loading" /></Text></HStack>;
  }
  if (refundable.isError) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Description><FormattedMessage id="refunds.lines.loadFailed" /></Alert.Description>
        <Button size="sm" variant="outline" onClick={() => void refundable.refetch()}><FormattedMessage id="refunds.retry" /></Button>
      </Alert.Root>
    );
  }
  const { lines, open, currency } = refundable.data;
  const columns: ResponsiveColumn<RefundableLine>[] = [
    {
      key: 'goods', header: <FormattedMessage id="refunds.col.goods" />, phone: 'title',
      cell: (line) => <LineGoods line={line} />,
    },
    {
      key: 'refundable', header: <FormattedMessage id={'orderId' in of ? 'refunds.col.inStock' : 'refunds.col.sentRefundable'} />, numeric: true,
      cell: (line) => line.refundable,
    },
    {
      key: 'action', header: <FormattedMessage id="refunds.col.action" />, phone: 'actions',
      cell: (line) => (
        <RequestRefundButton line={line} currency={currency} onRequested={setRequested}
          target={'orderId' in of ? { orderId: of.orderId, lineId: line.lineId } : { shipmentId: of.shipmentId, lineId: line.lineId }} />
      ),
    },
  ];
  if (!open) {
    return <Text color="fg.muted" fontSize="sm"><FormattedMessage id={'orderId' in of ? 'refunds.lines.closedOrder' : 'refunds.lines.closedShipment'} /></Text>;
  }
  return (
    <Stack gap="2">
      {requested ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id="refunds.lines.requested" values={{
              refundNo: <Link asChild colorPalette="blue"><RouterLink to={refundDetailPath(requested.id)}>{requested.refundNo}</RouterLink></Link>,
            }} />
          </Alert.Title>
        </Alert.Root>
      ) : null}
      <ResponsiveTable rows={lines} columns={columns} rowKey={(line) => line.lineId} />
    </Stack>
  );
}
