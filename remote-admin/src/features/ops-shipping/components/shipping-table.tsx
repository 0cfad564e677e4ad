import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StaffShipment } from 'shared-contracts/api/shipments';
import { formatDateTime } from 'shared-contracts/format';
import { localized } from 'shared-contracts/mall/localized';
import { usePermission } from 'shared-contracts/react/permission';
import { useDict } from 'shared-contracts/react/use-dict';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { ListTable } from '../../../components/list-table';
import { NumberCell, TwoLines } from '../../ops-shared/components/queue-cells';

export type ShippingAction = 'open' | 'ship' | 'deliver';
const COLUMNS = ['shipmentNo', 'buyer', 'consignee', 'goods', 'quantity', 'logistics', 'time', 'actions'] as const;
const NUMERIC: readonly string[] = ['quantity'];

/** The queue's rows: who ships what to whom, how, and since when; ship or deliver in place for shipment:edit. */
export function ShippingTable({ shipments, onAction }: { shipments: readonly StaffShipment[]; onAction: (s: StaffShipment, action: ShippingAction) => void }) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const mayEdit = usePermission(['shipment:edit']);
  const { label } = useDict('logistics_company');
  return (
    <ListTable idPrefix="admin.ops.shipping" columns={COLUMNS} numeric={NUMERIC}>
      {shipments.map((s) => {
        const first = s.items[0];
        const of = { shipmentNo: s.shipmentNo };
        return (
          <Table.Row key={s.id}>
            <NumberCell value={s.shipmentNo} />
            <Table.Cell>{s.buyerName}</Table.Cell>
            <Table.Cell><TwoLines main={s.consignee} sub={s.contact} /></Table.Cell>
            <Table.Cell>
              <TwoLines main={first ? localized(first.goodsName, first.goodsNameI18n, locale) : ''}
                sub={first ? localized(first.specText, first.specI18n, locale) : ''} />
            </Table.Cell>
            <Table.Cell textAlign="end">{s.quantity}</Table.Cell>
            <Table.Cell>
              {s.logisticsCompany ? (
                <TwoLines main={label('logistics_company', s.logisticsCompany, locale)} sub={s.trackingNo} />
              ) : s.platform ? <FormattedMessage id={`admin.ops.shipping.platform.${s.platform}`} /> : null}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(s.deliveredAt ?? s.shippedAt ?? s.createTime, locale)}</Table.Cell>
            <Table.Cell>
              <HStack gap="1">
                <Button size="xs" variant="outline" onClick={() => onAction(s, 'open')} aria-label={intl.formatMessage({ id: 'admin.ops.shipping.openOf' }, of)}>
                  <FormattedMessage id="admin.ops.shipping.open" />
                </Button>
                {mayEdit && s.status === 'pending' ? (
                  <Button size="xs" colorPalette="blue" onClick={() => onAction(s, 'ship')} aria-label={intl.formatMessage({ id: 'admin.ops.shipping.shipOf' }, of)}>
                    <FormattedMessage id="admin.ops.shipping.ship" />
                  </Button>
                ) : null}
                {mayEdit && s.status === 'shipping' ? (
                  <Button size="xs" colorPalette="green" onClick={() => onAction(s, 'deliver')} aria-label={intl.formatMessage({ id: 'admin.ops.shipping.deliverOf' }, of)}>
                    <FormattedMessage id="admin.ops.shipping.deliver" />
                  </Button>
                ) : null}
              </HStack>
            </Table.Cell>
          </Table.Row>
        );
      })}
    </ListTable>
  );
}
