import { Alert } from '@chakra-ui/react/alert';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StaffRefund } from 'shared-contracts/api/refunds';
import type { RefundState } from 'shared-contracts/mall/order-state';
import { EmptyList, ErrorState, LoadingState } from '../../../components/list-state';
import { Pager } from '../../../components/pager';
import { SearchBox } from '../../../components/search-box';
import { clampPage } from '../../../utils/paging';
import { useRefundCounts } from '../api/get-refund-counts';
import { useStaffRefunds } from '../api/get-staff-refunds';
import type { RefundDecision } from '../api/review-refund';
import { RefundDrawer } from './refund-drawer';
import { RefundReviewDialog } from './refund-review-dialog';
import { RefundStatusTabs } from './refund-status-tabs';
import { RefundTable } from './refund-table';

export const REFUND_PAGE_SIZE = 20;

/**
 * `admin/ops/RefundReview`: the operators' refund review (SPEC: approve, refund success with the amount recorded, or
 * reject with an opinion). It opens on the refunds under review; a refund opens beside the queue with its pictures,
 * and is approved or rejected from there.
 */
export function RefundReviewPage() {
  const intl = useIntl();
  const [status, setStatus] = useState<RefundState | null>('refunding');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(0);
  const list = useStaffRefunds({ status, keyword, page, size: REFUND_PAGE_SIZE });
  const counts = useRefundCounts(keyword);
  const [open, setOpen] = useState<StaffRefund | null>(null);
  const [deciding, setDeciding] = useState<RefundDecision | null>(null);
  const [decided, setDecided] = useState<{ refundNo: string; decision: RefundDecision } | null>(null);

  const total = list.data?.totalElements ?? 0;
  // After the last row of the last page was decided (it left the queue), show the page before it.
  const lastPage = clampPage(page, total, REFUND_PAGE_SIZE);
  if (list.data && !list.isPlaceholderData && page !== lastPage) setPage(lastPage);

  const finish = (decision: RefundDecision) => {
    if (open) setDecided({ refundNo: open.refundNo, decision });
    setDeciding(null);
    setOpen(null);
  };

  return (
    <Stack gap="4">
      <Stack gap="1">
        <Heading as="h1" size="xl"><FormattedMessage id="admin.ops.refunds.title" /></Heading>
        <Text color="fg.muted" fontSize="sm"><FormattedMessage id="admin.ops.refunds.intro" /></Text>
      </Stack>
      <SearchBox label={intl.formatMessage({ id: 'admin.ops.refunds.keyword' })} placeholder={intl.formatMessage({ id: 'admin.ops.refunds.keywordPlaceholder' })}
        onSearch={(k) => { setKeyword(k); setPage(0); }} />
      {decided ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title><FormattedMessage id={`admin.ops.refunds.${decided.decision}.done`} values={{ refundNo: decided.refundNo }} /></Alert.Title>
        </Alert.Root>
      ) : null}
      <RefundStatusTabs status={status} counts={counts.data} onStatus={(s) => { setStatus(s); setPage(0); }}>
        {list.data === undefined && list.isError ? (
          <ErrorState message={<FormattedMessage id="admin.list.loadFailed" />} retryLabel={<FormattedMessage id="admin.list.retry" />}
            onRetry={() => void list.refetch()} />
        ) : list.data === undefined ? (
          <LoadingState label={<FormattedMessage id="admin.list.loading" />} />
        ) : list.data.content.length === 0 ? (
          <EmptyList title={<FormattedMessage id={status === 'refunding' ? 'admin.ops.refunds.emptyQueue' : 'admin.ops.refunds.empty'} />} />
        ) : (
          <>
            <RefundTable refunds={list.data.content} onOpen={(r) => { setDecided(null); setOpen(r); }} />
            <Pager page={page} size={REFUND_PAGE_SIZE} total={total} onPageChange={setPage} />
          </>
        )}
      </RefundStatusTabs>
      {open ? <RefundDrawer refund={open} onDecide={setDeciding} onClose={() => setOpen(null)} /> : null}
      {open && deciding ? <RefundReviewDialog refund={open} decision={deciding} onDone={finish} onClose={() => setDeciding(null)} /> : null}
    </Stack>
  );
}
