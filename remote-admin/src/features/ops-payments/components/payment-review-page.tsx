import { Alert } from '@chakra-ui/react/alert';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { StaffPayment } from 'shared-contracts/api/payments';
import { EmptyList, ErrorState, LoadingState } from '../../../components/list-state';
import { Pager } from '../../../components/pager';
import { clampPage } from '../../../utils/paging';
import { REVIEW_QUEUE, useStaffPayments, type PaymentView } from '../api/get-staff-payments';
import type { ReviewDecision } from '../api/review-payment';
import { PaymentDrawer } from './payment-drawer';
import { PaymentFilters } from './payment-filters';
import { PaymentTable } from './payment-table';
import { ReviewDialog } from './review-dialog';

export const PAYMENT_PAGE_SIZE = 20;

/**
 * `admin/ops/PaymentReview`: the operators' payment review (SPEC §4 order flow step 4). It opens on the payments
 * awaiting a decision; a payment opens beside the queue with its pictures, and is approved or rejected from there.
 */
export function PaymentReviewPage() {
  const [view, setView] = useState<PaymentView>(REVIEW_QUEUE);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(0);
  const list = useStaffPayments({ view, keyword, page, size: PAYMENT_PAGE_SIZE });
  const [open, setOpen] = useState<StaffPayment | null>(null);
  const [deciding, setDeciding] = useState<ReviewDecision | null>(null);
  const [decided, setDecided] = useState<{ serialNo: string; decision: ReviewDecision } | null>(null);

  const total = list.data?.totalElements ?? 0;
  // After the last row of the last page was decided (it left the queue), show the page before it.
  const lastPage = clampPage(page, total, PAYMENT_PAGE_SIZE);
  if (list.data && !list.isPlaceholderData && page !== lastPage) setPage(lastPage);

  const finish = (decision: ReviewDecision) => {
    if (open) setDecided({ serialNo: open.serialNo, decision });
    setDeciding(null);
    setOpen(null);
  };

  return (
    <Stack gap="4">
      <Stack gap="1">
        <Heading as="h1" size="xl"><FormattedMessage id="admin.ops.payments.title" /></Heading>
        <Text color="fg.muted" fontSize="sm"><FormattedMessage id="admin.ops.payments.intro" /></Text>
      </Stack>
      <PaymentFilters view={view} onView={(v) => { setView(v); setPage(0); }} onSearch={(k) => { setKeyword(k); setPage(0); }} />
      {decided ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title><FormattedMessage id={`admin.ops.payments.${decided.decision}.done`} values={{ serialNo: decided.serialNo }} /></Alert.Title>
        </Alert.Root>
      ) : null}
      {list.data === undefined && list.isError ? (
        <ErrorState message={<FormattedMessage id="admin.list.loadFailed" />} retryLabel={<FormattedMessage id="admin.list.retry" />}
          onRetry={() => void list.refetch()} />
      ) : list.data === undefined ? (
        <LoadingState label={<FormattedMessage id="admin.list.loading" />} />
      ) : list.data.content.length === 0 ? (
        <EmptyList title={<FormattedMessage id={view === REVIEW_QUEUE ? 'admin.ops.payments.emptyQueue' : 'admin.ops.payments.empty'} />} />
      ) : (
        <>
          <PaymentTable payments={list.data.content} onOpen={(p) => { setDecided(null); setOpen(p); }} />
          <Pager page={page} size={PAYMENT_PAGE_SIZE} total={total} onPageChange={setPage} />
        </>
      )}
      {open ? <PaymentDrawer payment={open} onDecide={setDeciding} onClose={() => setOpen(null)} /> : null}
      {open && deciding ? <ReviewDialog payment={open} decision={deciding} onDone={finish} onClose={() => setDeciding(null)} /> : null}
    </Stack>
  );
}
