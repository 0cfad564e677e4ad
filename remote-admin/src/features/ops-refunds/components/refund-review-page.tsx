import { HStack, Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StaffRefund } from 'shared-contracts/api/refunds';
import type { RefundState } from 'shared-contracts/mall/order-state';
import { ExportButton } from 'shared-contracts/react/export-button';
import { DoneNotice } from '../../../components/done-notice';
import { PageHeading } from '../../../components/page-heading';
import { PagedListBody } from '../../../components/paged-list-body';
import { SearchBox } from '../../../components/search-box';
import { ListOrderNote } from '../../ops-shared/components/list-order-note';
import { useKeywordParam } from '../../../hooks/use-keyword-param';
import { usePageInRange } from '../../../hooks/use-page-in-range';
import { exportStaffRefunds } from '../api/export-staff-refunds';
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
 * reject with an opinion). It opens on the refunds under review, longest waiting first; a refund opens beside the
 * queue with its pictures, and is approved or rejected from there.
 */
export function RefundReviewPage() {
  const intl = useIntl();
  const [status, setStatus] = useState<RefundState | null>('refunding');
  const [page, setPage] = useState(0);
  const [keyword, searchKeyword] = useKeywordParam(() => setPage(0));
  const list = useStaffRefunds({ status, keyword, page, size: REFUND_PAGE_SIZE });
  const counts = useRefundCounts(keyword);
  const [open, setOpen] = useState<StaffRefund | null>(null);
  const [deciding, setDeciding] = useState<RefundDecision | null>(null);
  const [decided, setDecided] = useState<{ refundNo: string; decision: RefundDecision } | null>(null);
  usePageInRange(list, page, setPage, REFUND_PAGE_SIZE);

  const finish = (decision: RefundDecision) => {
    if (open) setDecided({ refundNo: open.refundNo, decision });
    setDeciding(null);
    setOpen(null);
  };

  return (
    <Stack gap="4">
      <PageHeading title={<FormattedMessage id="admin.ops.refunds.title" />} intro={<FormattedMessage id="admin.ops.refunds.intro" />} />
      <SearchBox label={intl.formatMessage({ id: 'admin.ops.refunds.keyword' })} placeholder={intl.formatMessage({ id: 'admin.ops.refunds.keywordPlaceholder' })}
        applied={keyword} onSearch={(k) => { searchKeyword(k); setPage(0); }} />
      {decided ? (
        <DoneNotice><FormattedMessage id={`admin.ops.refunds.${decided.decision}.done`} values={{ refundNo: decided.refundNo }} /></DoneNotice>
      ) : null}
      <RefundStatusTabs status={status} counts={counts.data} onStatus={(s) => { setStatus(s); setPage(0); }}>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <ListOrderNote list="refunds" state={status} />
          <ExportButton file="refunds" download={(target) => exportStaffRefunds({ status, keyword }, target)} />
        </HStack>
        <PagedListBody list={list} page={page} size={REFUND_PAGE_SIZE} onPageChange={setPage}
          emptyText={<FormattedMessage id={status === 'refunding' ? 'admin.ops.refunds.emptyQueue' : 'admin.ops.refunds.empty'} />}>
          {(refunds) => <RefundTable refunds={refunds} onOpen={(r) => { setDecided(null); setOpen(r); }} />}
        </PagedListBody>
      </RefundStatusTabs>
      {open ? <RefundDrawer refund={open} onDecide={setDeciding} onClose={() => setOpen(null)} /> : null}
      {open && deciding ? <RefundReviewDialog refund={open} decision={deciding} onDone={finish} onClose={() => setDeciding(null)} /> : null}
    </Stack>
  );
}
