import { Alert } from '@chakra-ui/react/alert';
import { Table } from '@chakra-ui/react/table';
import { Stack } from '@chakra-ui/react/stack';
import { FormattedMessage } from 'react-intl';
import type { ImportResult } from 'shared-contracts/api/shipments';
import { localized } from 'shared-contracts/mall/localized';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';

/** The shipments an import created, under their shared batch id. */
export function ImportedShipments({ result }: { result: ImportResult }) {
  const locale = usePortalLocale();
  return (
    <Stack gap="3">
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Title><FormattedMessage id="shipments.batch.done" values={{ count: result.shipments.length, batch: result.importBatch }} /></Alert.Title>
      </Alert.Root>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader><FormattedMessage id="shipments.list.shipmentNo" /></Table.ColumnHeader>
              <Table.ColumnHeader><FormattedMessage id="shipments.list.goods" /></Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end"><FormattedMessage id="shipments.list.quantity" /></Table.ColumnHeader>
              <Table.ColumnHeader><FormattedMessage id="shipments.form.consignee" /></Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {result.shipments.map((s) => (
              <Table.Row key={s.id}>
                <Table.Cell whiteSpace="nowrap">{s.shipmentNo}</Table.Cell>
                <Table.Cell>{s.items.map((i) => `${localized(i.goodsName, i.goodsNameI18n, locale)} · ${localized(i.specText, i.specI18n, locale)}`).join(', ')}</Table.Cell>
                <Table.Cell textAlign="end">{s.quantity}</Table.Cell>
                <Table.Cell>{s.consignee}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
