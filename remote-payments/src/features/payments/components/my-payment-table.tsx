import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Payment } from 'shared-contracts/api/payments';
import { formatMoney } from 'shared-contracts/mall/money';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { canPayAgain, payPathOf } from '../utils/pay-again';
import { PaymentStatusBadge } from './payment-status-badge';

const COLUMNS = ['serialNo', 'orderNo', 'kind', 'method', 'amount', 'remitted', 'status', 'time', 'actions'] as const;
const NUMERIC: readonly string[] = ['amount', 'remitted'];

/** One row per payment, newest first: what was paid for which order, how, and what the review said. */
export function MyPaymentTable({ payments }: { payments: readonly Payment[] }) {
  const intl = useIntl();
  const locale = usePortalLocale();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((c) => (
              <Table.ColumnHeader key={c} whiteSpace="nowrap" textAlign={NUMERIC.includes(c) ? 'end' : undefined}>
                <FormattedMessage id={`payments.field.${c}`} />
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {payments.map((p, index) => (
            <Table.Row key={p.id}>
              <Table.Cell><Text fontFamily="mono" fontSize="xs">{p.serialNo}</Text></Table.Cell>
              <Table.Cell>
                <Link asChild colorPalette="blue"><RouterLink to={`/myOrderDetail/${p.orderId}`}>{p.orderNo}</RouterLink></Link>
              </Table.Cell>
              <Table.Cell><FormattedMessage id={`payments.kind.${p.kind}`} /></Table.Cell>
              <Table.Cell><FormattedMessage id={`payments.method.${p.method}`} /></Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                <Stack gap="0">
                  <Text>{formatMoney(p.amount, locale, p.currency)}</Text>
                  <Text fontSize="xs" color="fg.muted">{formatMoney(p.amountVnd, locale, 'VND')}</Text>
                </Stack>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">{p.remittedAmount === null ? '' : formatMoney(p.remittedAmount, locale, 'VND')}</Table.Cell>
              <Table.Cell>
                <Stack gap="1" align="start">
                  <PaymentStatusBadge status={p.status} />
                  {(p.status === 'REVIEW_FAILED' || p.status === 'UNPAID') && p.failureReason ? (
                    <Text fontSize="xs" color="fg.error">
                      {/* An operator writes the reason; an online payment's comes as a message key (declined, expired, refund due). */}
                      <FormattedMessage id="payments.my.reason" values={{
                        reason: intl.messages[p.failureReason] === undefined ? p.failureReason : intl.formatMessage({ id: p.failureReason }),
                      }} />
                    </Text>
                  ) : null}
                </Stack>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap"><FormattedDate value={p.createTime} dateStyle="medium" timeStyle="short" /></Table.Cell>
              <Table.Cell>
                {canPayAgain(payments, index) ? (
                  <Link asChild colorPalette="blue" fontWeight="medium">
                    <RouterLink to={payPathOf(p)}
                      aria-label={intl.formatMessage({ id: 'payments.my.payAgainOf' }, { orderNo: p.orderNo })}>
                      <FormattedMessage id="payments.my.payAgain" />
                    </RouterLink>
                  </Link>
                ) : null}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
