import { Button } from '@chakra-ui/react/button';
import { Table } from '@chakra-ui/react/table';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StaffPayment } from 'shared-contracts/api/payments';
import { formatDateTime } from 'shared-contracts/format';
import { formatMoney } from 'shared-contracts/mall/money';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { ListTable } from '../../../components/list-table';
import { NumberCell, TwoLines } from '../../ops-shared/components/queue-cells';
import { AmountCheck } from './amount-check';
import { PaymentStatusBadge } from './payment-status-badge';

const COLUMNS = ['serialNo', 'payer', 'orderNo', 'kind', 'due', 'remitted', 'remitter', 'time', 'status', 'actions'] as const;
const NUMERIC: readonly string[] = ['due', 'remitted'];

/** Payments as rows: who paid what for which order, due against remitted, from whom; each opens in full. */
export function PaymentTable({ payments, onOpen }: { payments: readonly StaffPayment[]; onOpen: (payment: StaffPayment) => void }) {
  const intl = useIntl();
  const locale = usePortalLocale();
  return (
    <ListTable idPrefix="admin.ops.payments" columns={COLUMNS} numeric={NUMERIC}>
      {payments.map((p) => (
        <Table.Row key={p.id}>
          <NumberCell value={p.serialNo} />
          <Table.Cell>{p.buyerName}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{p.orderNo}</Table.Cell>
          <Table.Cell><FormattedMessage id={`admin.ops.payments.kind.${p.kind}`} /></Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">
            <TwoLines main={formatMoney(p.amount, locale, p.currency)} sub={formatMoney(p.amountVnd, locale, 'VND')} />
          </Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap"><AmountCheck payment={p} /></Table.Cell>
          <Table.Cell>
            <TwoLines main={p.remitterName ?? p.online?.payerName ?? ''} sub={p.remitterBank ?? p.online?.cardMasked ?? p.online?.providerTradeNo ?? ''} />
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
    </ListTable>
  );
}
