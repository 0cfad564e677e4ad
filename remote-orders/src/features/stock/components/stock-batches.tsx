import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { StockBatch } from 'shared-contracts/api/stock';
import { ResponsiveTable, type ResponsiveColumn } from 'shared-contracts/react/responsive-table';
import { BATCH_PAGE_SIZE, useStockBatches } from '../api/get-stock-batches';
import { StockPager } from './stock-pager';

const DateTime = ({ value }: { value: string }) => <FormattedDate value={value} dateStyle="medium" timeStyle="short" />;
const header = (c: string) => <FormattedMessage id={`stock.batches.col.${c}`} />;

const COLUMNS: ResponsiveColumn<StockBatch>[] = [
  { key: 'batchNo', header: header('batchNo'), phone: 'title', cell: (b) => <Text as="span" fontFamily="mono" fontSize="xs">{b.batchNo}</Text> },
  { key: 'order', header: header('order'), cell: (b) => <Link asChild fontSize="xs"><RouterLink to={`/myOrderDetail/${b.orderId}`}>{b.orderNo}</RouterLink></Link> },
  { key: 'quantity', header: header('quantity'), numeric: true, cell: (b) => b.quantity },
  { key: 'storedAt', header: header('storedAt'), cell: (b) => <DateTime value={b.storedAt} /> },
  {
    key: 'expectedCompletion', header: header('expectedCompletion'),
    cell: (b) => (b.expectedCompletionAt ? <DateTime value={b.expectedCompletionAt} /> : <FormattedMessage id="stock.none" />),
  },
];

/**
 * The batches one SKU was stocked in (SPEC §3 Inventory): number, order, quantity, storage time, expected stocking
 * completion, under the goods' name and specification, so two SKUs of one goods are told apart.
 */
export function StockBatches({ skuId, goods }: { skuId: number; goods: { name: string; spec: string } }) {
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
  const label = intl.formatMessage({ id: 'stock.batches.of' }, { goods: `${goods.name} · ${goods.spec}` });
  return (
    <Stack gap="2">
      <Text fontSize="sm" fontWeight="medium">{label}</Text>
      <ResponsiveTable rows={batches.data.content} columns={COLUMNS} rowKey={(b) => b.id} label={label} />
      <StockPager page={page} size={BATCH_PAGE_SIZE} total={batches.data.totalElements} labelId="stock.batches.pager" totalId="stock.batches.total" onPage={setPage} />
    </Stack>
  );
}
