import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StaffPayment } from 'shared-contracts/api/payments';
import { formatDateTime } from 'shared-contracts/format';
import { formatMoney } from 'shared-contracts/mall/money';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { AmountCheck } from './amount-check';
import { PaymentStatusBadge } from './payment-status-badge';

const COLUMNS = ['serialNo', 'payer', 'orderNo', 'kind', 'due', 'remitted', 'remitter', 'time', 'status', 'actions'] as const;
const NUMERIC: readonly string[] = ['due', 'remitted'];

/** Payments as rows: who paid what for which order, due against remitted, from whom; each opens in full. */
export function PaymentTable({ payments, onOpen }: { payments: readonly StaffPayment[]; onOpen: (payment: StaffPayment) => void }) {
  const intl = useIntl();
  const locale = usePortalLocale();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((c) => (
              <Table.ColumnHeader key={c} whiteSpace="nowrap" textAlign={NUMERIC.includes(c) ? 'end' : undefined}>
                <FormattedMessage id={`admin.ops.payments.col.${c}`} />
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {payments.map((p) => (
            <Table.Row key={p.id}>
              <Table.Cell><Text fontFamily="mono" fontSize="xs">{p.serialNo}</Text></Table.Cell>
              <Table.Cell>{p.buyerName}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{p.orderNo}</Table.Cell>
              <Table.Cell><FormattedMessage id={`admin.ops.payments.kind.${p.kind}`} /></Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                <Stack gap="0">
                  <Text>{formatMoney(p.amount, locale, p.currency)}</Text>
                  <Text fontSize="xs" color="fg.muted">{formatMoney(p.amountVnd, locale, 'VND')}</Text>
                </Stack>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap"><AmountCheck payment={p} /></Table.Cell>
              <Table.Cell>
                <Text>{p.remitterName ?? p.online?.payerName ?? ''}</Text>
                <Text fontSize="xs" color="fg.muted">{p.remitterBank ?? p.online?.cardMasked ?? p.online?.providerTradeNo ?? ''}</Text>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(p.createTime, locale)}</Table.Cell>
              <Table.Cell><PaymentStatusBadge status={p.status} /></Table.Cell>
              <Table.Cell>
                <Button size="xs" variant="outline" onClick={() => onOpen(p)}
                  aria-label={intl.formatMessage({ id: 'admin.ops.payments.openOf' }, { serialNo: p.serialNo })}>
                  <FormattedMessage id="admin.ops.payments.open" />
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
