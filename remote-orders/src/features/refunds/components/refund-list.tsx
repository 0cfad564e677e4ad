import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Refund } from 'shared-contracts/api/refunds';
import { formatMoney } from 'shared-contracts/mall/money';
import { ResponsiveTable, type ResponsiveColumn } from 'shared-contracts/react/responsive-table';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { useMyRefunds, type MyRefundQuery } from '../api/get-my-refunds';
import { refundDetailPath } from '../utils/paths';
import { LineGoods } from './line-goods';
import { RefundStatusBadge } from './refund-status-badge';

/** The refunds of an order or a shipment show on its page; more than this many is not a case the flow makes. */
const LIST_SIZE = 50;

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
  const header = (c: string) => <FormattedMessage id={`refunds.col.${c}`} />;
  const columns: ResponsiveColumn<Refund>[] = [
    { key: 'refundNo', header: header('refundNo'), phone: 'title', cell: (r) => <Link asChild colorPalette="blue"><RouterLink to={refundDetailPath(r.id)}>{r.refundNo}</RouterLink></Link> },
    { key: 'goods', header: header('goods'), phone: 'wide', cell: (r) => <LineGoods line={r} /> },
    { key: 'quantity', header: header('quantity'), numeric: true, cell: (r) => r.quantity },
    { key: 'amount', header: header('amount'), numeric: true, cell: (r) => formatMoney(r.amount, locale, r.currency) },
    { key: 'status', header: header('status'), cell: (r) => <RefundStatusBadge status={r.status} size="sm" /> },
    { key: 'requested', header: header('requested'), cellProps: { whiteSpace: 'nowrap' }, cell: (r) => <FormattedDate value={r.createTime} dateStyle="medium" timeStyle="short" /> },
  ];
  return <ResponsiveTable rows={refunds} columns={columns} rowKey={(r) => r.id} />;
}
