import { Button } from '@chakra-ui/react/button';
import { Table } from '@chakra-ui/react/table';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StaffRefund } from 'shared-contracts/api/refunds';
import { formatDateTime } from 'shared-contracts/format';
import { localized } from 'shared-contracts/mall/localized';
import { formatMoney } from 'shared-contracts/mall/money';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { ListTable } from '../../../components/list-table';
import { NumberCell, TwoLines } from '../../ops-shared/components/queue-cells';
import { RefundStatusBadge } from './refund-status-badge';

const COLUMNS = ['refundNo', 'buyer', 'orderNo', 'goods', 'on', 'quantity', 'amount', 'time', 'status', 'actions'] as const;
const NUMERIC: readonly string[] = ['quantity', 'amount'];

/** Refunds as rows: who asks for what of which order, how many, for how much; each opens in full. */
export function RefundTable({ refunds, onOpen }: { refunds: readonly StaffRefund[]; onOpen: (refund: StaffRefund) => void }) {
  const intl = useIntl();
  const locale = usePortalLocale();
  return (
    <ListTable idPrefix="admin.ops.refunds" columns={COLUMNS} numeric={NUMERIC}>
      {refunds.map((r) => (
        <Table.Row key={r.id}>
          <NumberCell value={r.refundNo} />
          <Table.Cell>{r.buyerName}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{r.orderNo}</Table.Cell>
          <Table.Cell>
            <TwoLines main={localized(r.goodsName, r.goodsNameI18n, locale)} sub={localized(r.specText, r.specI18n, locale)} />
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">
            {r.shipmentNo ?? <FormattedMessage id="admin.ops.refunds.onStock" />}
          </Table.Cell>
          <Table.Cell textAlign="end">{r.quantity}</Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">{formatMoney(r.amount, locale, r.currency)}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDateTime(r.createTime, locale)}</Table.Cell>
          <Table.Cell><RefundStatusBadge status={r.status} /></Table.Cell>
          <Table.Cell>
            <Button size="xs" variant="outline" onClick={() => onOpen(r)}
              aria-label={intl.formatMessage({ id: 'admin.ops.refunds.openOf' }, { refundNo: r.refundNo })}>
              <FormattedMessage id="admin.ops.refunds.open" />
            </Button>
          </Table.Cell>
        </Table.Row>
      ))}
    </ListTable>
  );
}
