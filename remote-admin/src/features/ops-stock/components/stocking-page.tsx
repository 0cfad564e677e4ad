import { Badge } from '@chakra-ui/react/badge';
import { Button, ButtonGroup } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StockQueueLine, StockQueueOrder } from 'shared-contracts/api/stock';
import { ExportButton } from 'shared-contracts/react/export-button';
import { usePermission } from 'shared-contracts/react/permission';
import { DoneNotice } from '../../../components/done-notice';
import { PageHeading } from '../../../components/page-heading';
import { PagedListBody } from '../../../components/paged-list-body';
import { SearchBox } from '../../../components/search-box';
import { useKeywordParam } from '../../../hooks/use-keyword-param';
import { useNow } from '../../../hooks/use-now';
import { usePageInRange } from '../../../hooks/use-page-in-range';
import { exportStockQueue } from '../api/export-stock-queue';
import { useStockQueue } from '../api/get-stock-queue';
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
  const [overdue, setOverdue] = useState(false);
  const [page, setPage] = useState(0);
  const [keyword, searchKeyword] = useKeywordParam(() => setPage(0));
  const [opened, setOpened] = useState<StockQueueOrder | null>(null);
  const [acting, setActing] = useState<Acting | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const queue = useStockQueue({ keyword, overdue, page, size: STOCK_QUEUE_PAGE_SIZE });
  usePageInRange(queue, page, setPage, STOCK_QUEUE_PAGE_SIZE);

  return (
    <Stack gap="4">
      <PageHeading title={<FormattedMessage id="admin.ops.stock.title" />} intro={<FormattedMessage id="admin.ops.stock.intro" />} />
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
        <HStack gap="3" wrap="wrap">
          <Text fontSize="sm" color="fg.muted"><FormattedMessage id="admin.ops.stock.urgentFirst" /></Text>
          <ExportButton file="stocking" download={(target) => exportStockQueue({ keyword, overdue }, target)} />
        </HStack>
      </HStack>
      <SearchBox label={intl.formatMessage({ id: 'admin.ops.stock.search' })} placeholder={intl.formatMessage({ id: 'admin.ops.stock.searchPlaceholder' })}
        applied={keyword} onSearch={(text) => { searchKeyword(text); setPage(0); }} />
      {done ? (
        <DoneNotice><FormattedMessage id={`admin.ops.stock.done.${done.action}`} values={{ orderNo: done.orderNo, units: done.units ?? 0 }} /></DoneNotice>
      ) : null}
      <PagedListBody list={queue} page={page} size={STOCK_QUEUE_PAGE_SIZE} onPageChange={setPage}
        emptyText={<FormattedMessage id={overdue ? 'admin.ops.stock.emptyOverdue' : 'admin.ops.stock.empty'} />}>
        {(orders) => (
          <StockQueueTable orders={orders} now={now} mayStock={mayStock} onOpen={setOpened}
            onAction={(order, action) => { setDone(null); setActing({ order, action }); }} />
        )}
      </PagedListBody>
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
