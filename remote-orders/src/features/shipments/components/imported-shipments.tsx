import { Alert } from '@chakra-ui/react/alert';
import { Stack } from '@chakra-ui/react/stack';
import { FormattedMessage } from 'react-intl';
import type { ImportResult, Shipment } from 'shared-contracts/api/shipments';
import { localized } from 'shared-contracts/mall/localized';
import { ResponsiveTable, type ResponsiveColumn } from 'shared-contracts/react/responsive-table';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';

/** The shipments an import created, under their shared batch id. */
export function ImportedShipments({ result }: { result: ImportResult }) {
  const locale = usePortalLocale();
  const columns: ResponsiveColumn<Shipment>[] = [
    { key: 'shipmentNo', header: <FormattedMessage id="shipments.list.shipmentNo" />, phone: 'title', cellProps: { whiteSpace: 'nowrap' }, cell: (s) => s.shipmentNo },
    {
      key: 'goods', header: <FormattedMessage id="shipments.list.goods" />, phone: 'wide',
      cell: (s) => s.items.map((i) => `${localized(i.goodsName, i.goodsNameI18n, locale)} · ${localized(i.specText, i.specI18n, locale)}`).join(', '),
    },
    { key: 'quantity', header: <FormattedMessage id="shipments.list.quantity" />, numeric: true, cell: (s) => s.quantity },
    { key: 'consignee', header: <FormattedMessage id="shipments.form.consignee" />, cell: (s) => s.consignee },
  ];
  return (
    <Stack gap="3">
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Title><FormattedMessage id="shipments.batch.done" values={{ count: result.shipments.length, batch: result.importBatch }} /></Alert.Title>
      </Alert.Root>
      <ResponsiveTable rows={result.shipments} columns={columns} rowKey={(s) => s.id} />
    </Stack>
  );
}
