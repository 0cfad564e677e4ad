import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Refund } from 'shared-contracts/api/refunds';
import { localized } from 'shared-contracts/mall/localized';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { useRefundable } from '../api/get-refundable';
import type { RefundableOf } from '../api/target';
import { refundDetailPath } from '../utils/paths';
import { RequestRefundButton } from './request-refund-button';

/**
 * The lines of an order (its stock) or of a shipment (goods sent) with what may be refunded of each now and the
 * button to ask; after a request, a note with the link to it.
 */
export function RefundableLines({ of }: { of: RefundableOf }) {
  const locale = usePortalLocale();
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
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader><FormattedMessage id="refunds.col.goods" /></Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end"><FormattedMessage id={'orderId' in of ? 'refunds.col.inStock' : 'refunds.col.sentRefundable'} /></Table.ColumnHeader>
              <Table.ColumnHeader><FormattedMessage id="refunds.col.action" /></Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.map((line) => (
              <Table.Row key={line.lineId}>
                <Table.Cell>
                  <Text>{localized(line.goodsName, line.goodsNameI18n, locale)}</Text>
                  <Text fontSize="xs" color="fg.muted">{localized(line.specText, line.specI18n, locale)}</Text>
                </Table.Cell>
                <Table.Cell textAlign="end">{line.refundable}</Table.Cell>
                <Table.Cell>
                  <RequestRefundButton line={line} currency={currency} onRequested={setRequested}
                    target={'orderId' in of ? { orderId: of.orderId, lineId: line.lineId } : { shipmentId: of.shipmentId, lineId: line.lineId }} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
