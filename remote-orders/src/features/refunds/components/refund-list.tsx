import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Refund } from 'shared-contracts/api/refunds';
import { localized } from 'shared-contracts/mall/localized';
import { formatMoney } from 'shared-contracts/mall/money';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { useMyRefunds, type MyRefundQuery } from '../api/get-my-refunds';
import { refundDetailPath } from '../utils/paths';
import { RefundStatusBadge } from './refund-status-badge';

/** The refunds of an order or a shipment show on its page; more than this many is not a case the flow makes. */
const LIST_SIZE = 50;

const COLUMNS = ['refundNo', 'goods', 'quantity', 'amount', 'status', 'requested'] as const;

/** The buyer's refunds of one order or shipment, newest first, each linking to its detail. */
export function RefundList({ of }: { of: Pick<MyRefundQuery, 'orderId' | 'shipmentId'> }) {
  const refunds = useMyRefunds({ ...of, page: 0, size: LIST_SIZE });
  if (refunds.data === undefined && refunds.isError) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Description><FormattedMessage id="refunds.list.loadFailed" /></Alert.Description>
        <Button size="sm" variant="outline" onClick={() => void refunds.refetch()}><FormattedMessage id="refunds.retry" /></Button>
      </Alert.Root>
    );
  }
  if (refunds.data === undefined) {
    return <HStack role="status" gap="2"><Spinner size="sm" /><Text><FormattedMessage id="refunds.list.loading" /></Text></HStack>;
  }
  if (refunds.data.content.length === 0) return <Text color="fg.muted" fontSize="sm"><FormattedMessage id="refunds.list.empty" /></Text>;
  return <RefundTable refunds={refunds.data.content} />;
}

function RefundTable({ refunds }: { refunds: Refund[] }) {
  const locale = usePortalLocale();
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((c) => (
              <Table.ColumnHeader key={c} textAlign={c === 'quantity' || c === 'amount' ? 'end' : undefined}>
                <FormattedMessage id={`refunds.col.${c}`} />
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {refunds.map((r) => (
            <Table.Row key={r.id}>
              <Table.Cell><Link asChild colorPalette="blue"><RouterLink to={refundDetailPath(r.id)}>{r.refundNo}</RouterLink></Link></Table.Cell>
              <Table.Cell>
                <Text>{localized(r.goodsName, r.goodsNameI18n, locale)}</Text>
                <Text fontSize="xs" color="fg.muted">{localized(r.specText, r.specI18n, locale)}</Text>
              </Table.Cell>
              <Table.Cell textAlign="end">{r.quantity}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(r.amount, locale, r.currency)}</Table.Cell>
              <Table.Cell><RefundStatusBadge status={r.status} size="sm" /></Table.Cell>
              <Table.Cell whiteSpace="nowrap"><FormattedDate value={r.createTime} dateStyle="medium" timeStyle="short" /></Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
