import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StaffShipment } from 'shared-contracts/api/shipments';
import { formatDateTime } from 'shared-contracts/format';
import { localized } from 'shared-contracts/mall/localized';
import { usePermission } from 'shared-contracts/react/permission';
import { useDict } from 'shared-contracts/react/use-dict';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';

export type ShippingAction = 'open' | 'ship' | 'deliver';
const COLUMNS = ['shipmentNo', 'buyer', 'consignee', 'goods', 'quantity', 'logistics', 'time', 'actions'] as const;

/** The queue's rows: who ships what to whom, how, and since when; ship or deliver in place for shipment:edit. */
export function ShippingTable({ shipments, onAction }: { shipments: readonly StaffShipment[]; onAction: (s: StaffShipment, action: ShippingAction) => void }) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const mayEdit = usePermission(['shipment:edit']);
  const { label } = useDict('logistics_company');
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((c) => <Table.ColumnHeader key={c} whiteSpace="nowrap" textAlign={c === 'quantity' ? 'end' : undefined}><FormattedMessage id={`admin.ops.shipping.col.${c}`} /></Table.ColumnHeader>)}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {shipments.map((s) => {
            const first = s.items[0];
            const of = { shipmentNo: s.shipmentNo };
            return (
              <Table.Row key={s.id}>
                <Table.Cell><Text fontFamily="mono" fontSize="xs">{s.shipmentNo}</Text></Table.Cell>
                <Table.Cell>{s.buyerName}</Table.Cell>
                <Table.Cell>
                  <Text>{s.consignee}</Text>
                  <Text fontSize="xs" color="fg.muted">{s.contact}</Text>
                </Table.Cell>
                <Table.Cell>
                  <Stack gap="0">
                    <Text>{first ? localized(first.goodsName, first.goodsNameI18n, locale) : ''}</Text>
                    <Text fontSize="xs" color="fg.muted">{first ? localized(first.specText, first.specI18n, locale) : ''}</Text>
                  </Stack>
                </Table.Cell>
                <Table.Cell textAlign="end">{s.quantity}</Table.Cell>
                <Table.Cell>
                  {s.logisticsCompany ? (
                    <Stack gap="0"><Text>{label('logistics_company', s.logisticsCompany, locale)}</Text><Text fontSize="xs" color="fg.muted">{s.trackingNo}</Text></Stack>
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
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
