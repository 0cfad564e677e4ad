import { DataList } from '@chakra-ui/react/data-list';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StaffShipment } from 'shared-contracts/api/shipments';
import { formatDateTime } from 'shared-contracts/format';
import { localized } from 'shared-contracts/mall/localized';
import { useDict } from 'shared-contracts/react/use-dict';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { DetailRow } from '../../../components/detail-row';
import { TitledPicture } from '../../ops-shared/components/titled-picture';

/** A row of the shipment's facts, labelled by its `admin.ops.shipping.<label>` message. */
function Item({ label, children }: { label: string; children: ReactNode }) {
  return <DetailRow labelId={`admin.ops.shipping.${label}`}>{children}</DetailRow>;
}

/** A platform order's screenshot or waybill under its title. */
function ShipmentPicture({ url, title }: { url: string; title: string }) {
  return (
    <TitledPicture url={url} title={title} maxH="72" loadingText={<FormattedMessage id="admin.ops.shipping.picture.loading" />}
      failedText={<FormattedMessage id="admin.ops.shipping.picture.failed" />} />
  );
}

/** Everything the warehouse needs of one shipment: consignee, platform order and its pictures, goods per order, steps. */
export function ShipmentDetails({ shipment: s }: { shipment: StaffShipment }) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const { label } = useDict('logistics_company');
  const time = (iso: string | null) => (iso ? formatDateTime(iso, locale) : intl.formatMessage({ id: 'admin.ops.shipping.notYet' }));
  return (
    <Stack gap="5">
      <DataList.Root orientation="horizontal" size="sm">
        <Item label="buyer">{s.buyerName}</Item>
        <Item label="consignee">{s.consignee}</Item>
        <Item label="contact">{s.contact}</Item>
        <Item label="address">{s.address}</Item>
        {s.platform ? <Item label="platformOrder"><FormattedMessage id={`admin.ops.shipping.platform.${s.platform}`} /> · {s.platformOrderNo}</Item> : null}
        <Item label="logistics">{s.logisticsCompany ? `${label('logistics_company', s.logisticsCompany, locale)} · ${s.trackingNo ?? ''}` : time(null)}</Item>
        <Item label="created">{time(s.createTime)}</Item>
        <Item label="shippedAt">{time(s.shippedAt)}</Item>
        <Item label="deliveredAt">{time(s.deliveredAt)}</Item>
        {s.remarks ? <Item label="remarks">{s.remarks}</Item> : null}
        {s.importBatch ? <Item label="importBatch">{s.importBatch}</Item> : null}
      </DataList.Root>
      {s.orderScreenshotUrl ? <ShipmentPicture url={s.orderScreenshotUrl} title={intl.formatMessage({ id: 'admin.ops.shipping.orderScreenshot' })} /> : null}
      {s.waybillUrl ? <ShipmentPicture url={s.waybillUrl} title={intl.formatMessage({ id: 'admin.ops.shipping.waybill' })} /> : null}
      <Stack gap="2">
        <Heading as="h3" size="sm"><FormattedMessage id="admin.ops.shipping.items" /></Heading>
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader><FormattedMessage id="admin.ops.shipping.col.order" /></Table.ColumnHeader>
              <Table.ColumnHeader><FormattedMessage id="admin.ops.shipping.col.goods" /></Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end"><FormattedMessage id="admin.ops.shipping.col.quantity" /></Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {s.items.map((i) => (
              <Table.Row key={i.orderLineId}>
                <Table.Cell whiteSpace="nowrap">{i.orderNo}</Table.Cell>
                <Table.Cell>{localized(i.goodsName, i.goodsNameI18n, locale)} · {localized(i.specText, i.specI18n, locale)}</Table.Cell>
                <Table.Cell textAlign="end">{i.quantity}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Stack>
    </Stack>
  );
}
