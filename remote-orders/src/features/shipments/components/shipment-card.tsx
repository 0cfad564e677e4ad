import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { DataList } from '@chakra-ui/react/data-list';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Shipment } from 'shared-contracts/api/shipments';
import { localized } from 'shared-contracts/mall/localized';
import { useDict } from 'shared-contracts/react/use-dict';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { ShipmentStatusBadge } from './shipment-status-badge';

function Item({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

const when = (iso: string | null) => (iso ? <FormattedDate value={iso} dateStyle="medium" timeStyle="short" /> : <FormattedMessage id="shipments.list.notYet" />);

export type ShipmentCardProps = {
  shipment: Shipment;
  onCancel: (shipment: Shipment) => void;
  onConfirmReceipt: (shipment: Shipment) => void;
  afterSales?: ((shipment: Shipment) => ReactNode) | undefined;
  /** h2 on My shipments, h3 inside a section of the order's detail. */
  headingLevel?: 'h2' | 'h3';
};

/**
 * One shipment: number, time and status; consignee; carrier and tracking number; times, receipt; the goods drawn per
 * order; cancel while pending, confirm receipt once delivered (while the buyer may: `receiptOpen`).
 */
export function ShipmentCard({ shipment, onCancel, onConfirmReceipt, afterSales, headingLevel = 'h2' }: ShipmentCardProps) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const { label } = useDict('logistics_company');
  const headingId = `shipment-${shipment.id}`;
  return (
    <Card.Root as="article" size="sm" aria-labelledby={headingId} overflowWrap="anywhere">
      <Card.Header pb="2">
        <Flex justify="space-between" gap="2" wrap="wrap">
          <HStack gap="3" wrap="wrap">
            <Heading as={headingLevel} size="sm" id={headingId}>{shipment.shipmentNo}</Heading>
            <Text fontSize="sm" color="fg.muted"><FormattedDate value={shipment.createTime} dateStyle="medium" timeStyle="short" /></Text>
          </HStack>
          <HStack gap="2" wrap="wrap">
            <ShipmentStatusBadge status={shipment.status} />
            {shipment.receivedAt ? <Badge colorPalette="green" variant="outline"><FormattedMessage id="shipments.receipt.confirmed" /></Badge> : null}
          </HStack>
        </Flex>
      </Card.Header>
      <Card.Body pt="0">
        <Stack gap="3">
          <DataList.Root orientation="horizontal" size="sm">
            <Item label={<FormattedMessage id="shipments.form.consignee" />}>{shipment.consignee} · {shipment.contact}</Item>
            <Item label={<FormattedMessage id="shipments.form.address" />}>{shipment.address}</Item>
            {shipment.platform ? (
              <Item label={<FormattedMessage id="shipments.form.platform" />}>
                <FormattedMessage id={`shipments.platform.${shipment.platform}`} /> · {shipment.platformOrderNo}
              </Item>
            ) : null}
            <Item label={<FormattedMessage id="shipments.list.logistics" />}>
              {shipment.logisticsCompany ? `${label('logistics_company', shipment.logisticsCompany, locale)} · ${shipment.trackingNo ?? ''}` : <FormattedMessage id="shipments.list.notYet" />}
            </Item>
            <Item label={<FormattedMessage id="shipments.list.shippedAt" />}>{when(shipment.shippedAt)}</Item>
            <Item label={<FormattedMessage id="shipments.list.deliveredAt" />}>{when(shipment.deliveredAt)}</Item>
            {shipment.receivedAt ? <Item label={<FormattedMessage id="shipments.receipt.confirmedAt" />}>{when(shipment.receivedAt)}</Item> : null}
          </DataList.Root>
          <Stack gap="1" as="ul" listStyleType="none">
            {shipment.items.map((i) => (
              <HStack as="li" key={`${i.orderLineId}`} gap="2" wrap="wrap" fontSize="sm">
                <Text fontWeight="medium">{localized(i.goodsName, i.goodsNameI18n, locale)}</Text>
                <Text color="fg.muted">{localized(i.specText, i.specI18n, locale)}</Text>
                <Text>× {i.quantity}</Text>
                <Link asChild colorPalette="blue" fontSize="xs">
                  <RouterLink to={`/myOrderDetail/${i.orderId}`}>{i.orderNo}</RouterLink>
                </Link>
              </HStack>
            ))}
          </Stack>
          {shipment.status === 'pending' ? (
            <HStack justify="end">
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => onCancel(shipment)}
                aria-label={intl.formatMessage({ id: 'shipments.list.cancelOf' }, { shipmentNo: shipment.shipmentNo })}>
                <FormattedMessage id="shipments.list.cancel" />
              </Button>
            </HStack>
          ) : null}
          {shipment.receiptOpen ? (
            <HStack justify="end">
              <Button size="sm" colorPalette="blue" onClick={() => onConfirmReceipt(shipment)}
                aria-label={intl.formatMessage({ id: 'shipments.receipt.confirmOf' }, { shipmentNo: shipment.shipmentNo })}>
                <FormattedMessage id="shipments.receipt.confirm" />
              </Button>
            </HStack>
          ) : null}
          {afterSales?.(shipment)}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
