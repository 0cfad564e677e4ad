import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { BATCH_PAGE_SIZE, useStockBatches } from '../api/get-stock-batches';
import { StockPager } from './stock-pager';

const COLUMNS = ['batchNo', 'order', 'quantity', 'storedAt', 'expectedCompletion'] as const;

const DateTime = ({ value }: { value: string }) => <FormattedDate value={value} dateStyle="medium" timeStyle="short" />;

/** The batches one SKU was stocked in (SPEC §3 Inventory): number, order, quantity, storage time, expected stocking completion. */
export function StockBatches({ skuId, goodsName }: { skuId: number; goodsName: string }) {
  const intl = useIntl();
  const [page, setPage] = useState(0);
  const batches = useStockBatches(skuId, page);
  if (batches.data === undefined && batches.isError) {
    return (
      <Alert.Root status="error" size="sm">
        <Alert.Indicator />
        <Alert.Description><FormattedMessage id="stock.batches.loadFailed" /></Alert.Description>
        <Button size="xs" variant="outline" onClick={() => void batches.refetch()}><FormattedMessage id="stock.retry" /></Button>
      </Alert.Root>
    );
  }
  if (batches.data === undefined) {
    return <HStack role="status" gap="2"><Spinner size="xs" /><Text fontSize="sm"><FormattedMessage id="stock.batches.loading" /></Text></HStack>;
  }
  return (
    <Stack gap="2">
      <Table.Root size="sm" variant="outline" aria-label={intl.formatMessage({ id: 'stock.batches.of' }, { goods: goodsName })}>
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((c) => (
              <Table.ColumnHeader key={c} textAlign={c === 'quantity' ? 'end' : undefined}><FormattedMessage id={`stock.batches.col.${c}`} /></Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {batches.data.content.map((b) => (
            <Table.Row key={b.id}>
              <Table.Cell fontFamily="mono" fontSize="xs">{b.batchNo}</Table.Cell>
              <Table.Cell><Link asChild fontSize="xs"><RouterLink to={`/myOrderDetail/${b.orderId}`}>{b.orderNo}</RouterLink></Link></Table.Cell>
              <Table.Cell textAlign="end">{b.quantity}</Table.Cell>
              <Table.Cell><DateTime value={b.storedAt} /></Table.Cell>
              <Table.Cell>{b.expectedCompletionAt ? <DateTime value={b.expectedCompletionAt} /> : <FormattedMessage id="stock.none" />}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <StockPager page={page} size={BATCH_PAGE_SIZE} total={batches.data.totalElements} labelId="stock.batches.pager" totalId="stock.batches.total" onPage={setPage} />
    </Stack>
  );
}
