import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Payment } from 'shared-contracts/api/payments';
import { formatMoney } from 'shared-contracts/mall/money';
import { ResponsiveTable, type ResponsiveColumn } from 'shared-contracts/react/responsive-table';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { PaymentAction, PaymentNote, PaymentStateBadge } from './payment-row-parts';

const header = (column: string) => <FormattedMessage id={`payments.field.${column}`} />;

/**
 * One payment a row, newest first: what was paid for which order, how, and what came of it. On a phone (below md) a
 * card each, the order heading it, then the amount, the state with what it means, and "pay again" in view.
 */
export function MyPaymentTable({ payments }: { payments: readonly Payment[] }) {
  const locale = usePortalLocale();
  const columns: ResponsiveColumn<Payment>[] = [
    { key: 'serialNo', header: header('serialNo'), cell: (p) => <Text fontFamily="mono" fontSize="xs">{p.serialNo}</Text> },
    {
      key: 'orderNo', header: header('orderNo'), phone: 'title',
      cell: (p) => <Link asChild colorPalette="blue" fontWeight="medium"><RouterLink to={`/myOrderDetail/${p.orderId}`}>{p.orderNo}</RouterLink></Link>,
    },
    { key: 'kind', header: header('kind'), cell: (p) => <FormattedMessage id={`payments.kind.${p.kind}`} /> },
    {
      key: 'amount', header: header('amount'), numeric: true, cellProps: { whiteSpace: 'nowrap' },
      cell: (p) => (
        <Stack gap="0">
          <Text fontWeight="semibold">{formatMoney(p.amount, locale, p.currency)}</Text>
          <Text fontSize="xs" color="fg.muted">{formatMoney(p.amountVnd, locale, 'VND')}</Text>
        </Stack>
      ),
    },
    {
      key: 'status', header: header('status'), phone: 'wide', cellProps: { maxW: 'xs' },
      cell: (p) => <Stack gap="1" align="start"><PaymentStateBadge payment={p} /><PaymentNote payment={p} /></Stack>,
    },
    { key: 'method', header: header('method'), cell: (p) => <FormattedMessage id={`payments.method.${p.method}`} /> },
    {
      key: 'remitted', header: header('remitted'), numeric: true, cellProps: { whiteSpace: 'nowrap' },
      cell: (p) => (p.remittedAmount === null ? '' : formatMoney(p.remittedAmount, locale, 'VND')),
    },
    { key: 'time', header: header('time'), cellProps: { whiteSpace: 'nowrap' }, cell: (p) => <FormattedDate value={p.createTime} dateStyle="medium" timeStyle="short" /> },
    { key: 'actions', header: header('actions'), phone: 'actions', cell: (p) => <PaymentAction payments={payments} index={payments.indexOf(p)} /> },
  ];
  return <ResponsiveTable rows={payments} columns={columns} rowKey={(p) => p.id} labelledBy="my-payments-title" />;
}
