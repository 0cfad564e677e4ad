import { Alert } from '@chakra-ui/react/alert';
import { Badge } from '@chakra-ui/react/badge';
import { Button, ButtonGroup } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StockQueueLine, StockQueueOrder } from 'shared-contracts/api/stock';
import { usePermission } from 'shared-contracts/react/permission';
import { EmptyList, ErrorState, LoadingState } from '../../../components/list-state';
import { Pager } from '../../../components/pager';
import { SearchBox } from '../../../components/search-box';
import { clampPage } from '../../../utils/paging';
import { useStockQueue } from '../api/get-stock-queue';
import { useNow } from '../hooks/use-now';
import { CompleteStockingDialog } from './complete-stocking-dialog';
import { RecordBatchDialog } from './record-batch-dialog';
import { StockQueueTable, type StockingAction } from './stock-queue-table';
import { StockingDrawer } from './stocking-drawer';

export const STOCK_QUEUE_PAGE_SIZE = 20;

type Acting = { order: { orderId: number; orderNo: string; lines: readonly StockQueueLine[] }; action: StockingAction };
type Done = { orderNo: string; action: StockingAction; units?: number };

/**
 * `admin/ops/Stocking`: orders awaiting stocking, the most urgent first, each with how long the warehouse has had it
 * against the expected completion (deposit approval + the stocking days); record what arrived, complete stocking.
 * `orderDetail` draws an order in full in the drawer (the workbench's order view, composed in exposed/).
 */
export function StockingPage({ orderDetail }: { orderDetail?: (orderId: number) => ReactNode }) {
  const intl = useIntl();
  const now = useNow();
  const mayStock = usePermission(['order:stock']);
  const [keyword, setKeyword] = useState('');
  const [overdue, setOverdue] = useState(false);
  const [page, setPage] = useState(0);
  const [opened, setOpened] = useState<StockQueueOrder | null>(null);
  const [acting, setActing] = useState<Acting | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const queue = useStockQueue({ keyword, overdue, page, size: STOCK_QUEUE_PAGE_SIZE });
  const total = queue.data?.totalElements ?? 0;
  // Completing the last order of the last page leaves that page empty: step back to the new last page.
  const lastPage = clampPage(page, total, STOCK_QUEUE_PAGE_SIZE);
  if (queue.data && !queue.isPlaceholderData && page !== lastPage) setPage(lastPage);

  const body = queue.data === undefined && queue.isError ? (
    <ErrorState message={<FormattedMessage id="admin.list.loadFailed" />} retryLabel={<FormattedMessage id="admin.list.retry" />} onRetry={() => void queue.refetch()} />
  ) : queue.data === undefined ? (
    <LoadingState label={<FormattedMessage id="admin.list.loading" />} />
  ) : queue.data.content.length === 0 ? (
    <EmptyList title={<FormattedMessage id={overdue ? 'admin.ops.stock.emptyOverdue' : 'admin.ops.stock.empty'} />} />
  ) : (
    <>
      <StockQueueTable orders={queue.data.content} now={now} mayStock={mayStock} onOpen={setOpened}
        onAction={(order, action) => { setDone(null); setActing({ order, action }); }} />
      <Pager page={page} size={STOCK_QUEUE_PAGE_SIZE} total={total} onPageChange={setPage} />
    </>
  );

  return (
    <Stack gap="4">
      <Stack gap="1">
        <Heading as="h1" size="xl"><FormattedMessage id="admin.ops.stock.title" /></Heading>
        <Text color="fg.muted" fontSize="sm"><FormattedMessage id="admin.ops.stock.intro" /></Text>
      </Stack>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={intl.formatMessage({ id: 'admin.ops.stock.view' })}>
          {([false, true] as const).map((late) => (
            <Button key={String(late)} aria-pressed={overdue === late} variant={overdue === late ? 'solid' : 'outline'} onClick={() => { setOverdue(late); setPage(0); }}>
              <FormattedMessage id={late ? 'admin.ops.stock.view.overdue' : 'admin.ops.stock.view.all'} />
              {queue.data ? <>{' '}<Badge size="xs" colorPalette={late && queue.data.counts.overdue > 0 ? 'red' : 'gray'}>
                {late ? queue.data.counts.overdue : queue.data.counts.all}</Badge></> : null}
            </Button>
          ))}
        </ButtonGroup>
        <Text fontSize="sm" color="fg.muted"><FormattedMessage id="admin.ops.stock.urgentFirst" /></Text>
      </HStack>
      <SearchBox label={intl.formatMessage({ id: 'admin.ops.stock.search' })} placeholder={intl.formatMessage({ id: 'admin.ops.stock.searchPlaceholder' })}
        onSearch={(text) => { setKeyword(text); setPage(0); }} />
      {done ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title><FormattedMessage id={`admin.ops.stock.done.${done.action}`} values={{ orderNo: done.orderNo, units: done.units ?? 0 }} /></Alert.Title>
        </Alert.Root>
      ) : null}
      {body}
      {opened ? (
        <StockingDrawer order={opened} mayStock={mayStock} orderDetail={orderDetail?.(opened.orderId)}
          onAction={(order, action) => { setDone(null); setActing({ order, action }); }} onClose={() => setOpened(null)} />
      ) : null}
      {acting?.action === 'record' ? (
        <RecordBatchDialog order={acting.order} onClose={() => setActing(null)}
          onDone={(units) => { setDone({ orderNo: acting.order.orderNo, action: 'record', units }); setActing(null); }} />
      ) : null}
      {acting?.action === 'complete' ? (
        <CompleteStockingDialog order={acting.order} onClose={() => setActing(null)}
          onDone={() => { setDone({ orderNo: acting.order.orderNo, action: 'complete' }); setActing(null); setOpened(null); }} />
      ) : null}
    </Stack>
  );
}
