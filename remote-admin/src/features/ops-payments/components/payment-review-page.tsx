import { HStack, Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { StaffPayment } from 'shared-contracts/api/payments';
import { ExportButton } from 'shared-contracts/react/export-button';
import { DoneNotice } from '../../../components/done-notice';
import { PageHeading } from '../../../components/page-heading';
import { PagedListBody } from '../../../components/paged-list-body';
import { ListOrderNote } from '../../ops-shared/components/list-order-note';
import { useKeywordParam } from '../../../hooks/use-keyword-param';
import { usePageInRange } from '../../../hooks/use-page-in-range';
import { exportStaffPayments } from '../api/export-staff-payments';
import { REVIEW_QUEUE, useStaffPayments, type PaymentView } from '../api/get-staff-payments';
import type { ReviewDecision } from '../api/review-payment';
import { PaymentDrawer } from './payment-drawer';
import { PaymentFilters } from './payment-filters';
import { PaymentTable } from './payment-table';
import { ReviewDialog } from './review-dialog';

export const PAYMENT_PAGE_SIZE = 20;

/**
 * `admin/ops/PaymentReview`: the operators' payment review (SPEC §4 order flow step 4). It opens on the payments
 * awaiting a decision, the one waiting longest first; a payment opens beside the queue with its pictures, and is
 * approved or rejected from there.
 */
export function PaymentReviewPage() {
  const [view, setView] = useState<PaymentView>(REVIEW_QUEUE);
  const [page, setPage] = useState(0);
  const [keyword, searchKeyword] = useKeywordParam(() => setPage(0));
  const list = useStaffPayments({ view, keyword, page, size: PAYMENT_PAGE_SIZE });
  const [open, setOpen] = useState<StaffPayment | null>(null);
  const [deciding, setDeciding] = useState<ReviewDecision | null>(null);
  const [decided, setDecided] = useState<{ serialNo: string; decision: ReviewDecision } | null>(null);
  usePageInRange(list, page, setPage, PAYMENT_PAGE_SIZE);

  const finish = (decision: ReviewDecision) => {
    if (open) setDecided({ serialNo: open.serialNo, decision });
    setDeciding(null);
    setOpen(null);
  };

  return (
    <Stack gap="4">
      <PageHeading title={<FormattedMessage id="admin.ops.payments.title" />} intro={<FormattedMessage id="admin.ops.payments.intro" />} />
      <PaymentFilters view={view} onView={(v) => { setView(v); setPage(0); }} keyword={keyword} onSearch={(k) => { searchKeyword(k); setPage(0); }} />
      {decided ? (
        <DoneNotice><FormattedMessage id={`admin.ops.payments.${decided.decision}.done`} values={{ serialNo: decided.serialNo }} /></DoneNotice>
      ) : null}
      <HStack justify="space-between" wrap="wrap" gap="3">
        <ListOrderNote list="payments" state={view} />
        <ExportButton file="payments" download={(target) => exportStaffPayments({ view, keyword }, target)} />
      </HStack>
      <PagedListBody list={list} page={page} size={PAYMENT_PAGE_SIZE} onPageChange={setPage}
        emptyText={<FormattedMessage id={view === REVIEW_QUEUE ? 'admin.ops.payments.emptyQueue' : 'admin.ops.payments.empty'} />}>
        {(payments) => <PaymentTable payments={payments} onOpen={(p) => { setDecided(null); setOpen(p); }} />}
      </PagedListBody>
      {open ? <PaymentDrawer payment={open} onDecide={setDeciding} onClose={() => setOpen(null)} /> : null}
      {open && deciding ? <ReviewDialog payment={open} decision={deciding} onDone={finish} onClose={() => setDeciding(null)} /> : null}
    </Stack>
  );
}
