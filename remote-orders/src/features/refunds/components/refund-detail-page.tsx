import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { Refund } from 'shared-contracts/api/refunds';
import { LoginRequired, useSignedIn } from 'shared-contracts/react/login-required';
import { useMyRefund } from '../api/get-my-refund';
import { orderDetailPath } from '../utils/paths';
import { RefundFacts } from './refund-facts';
import { RefundPictures } from './refund-pictures';
import { RefundStatusBadge } from './refund-status-badge';
import { RefundTimeline } from './refund-timeline';
import { RecordStates } from 'shared-contracts/react/record-states';

const REFUND_TEXTS = {
  loading: 'refunds.detail.loading', loadFailed: 'refunds.detail.loadFailed', retry: 'refunds.retry',
  notFound: 'refunds.detail.notFound', notFoundHint: 'refunds.detail.notFoundHint',
};

/** `/myRefundDetail/:id` (orders/RefundDetail): one of the buyer's refunds; signed out, the sign-in prompt. */
export function RefundDetailPage() {
  return useSignedIn() ? <MyRefundDetail /> : <LoginRequired />;
}

function MyRefundDetail() {
  const { id = '' } = useParams();
  const refund = useMyRefund(id);
  return (
    <RecordStates
      query={refund}
      texts={REFUND_TEXTS}
      back={<Button asChild variant="outline"><RouterLink to="/myOrder"><FormattedMessage id="refunds.detail.toOrders" /></RouterLink></Button>}
    >
      {(found) => <RefundDetailView refund={found} />}
    </RecordStates>
  );
}

function RefundDetailView({ refund }: { refund: Refund }) {
  return (
    <Stack as="article" gap="5">
      <HStack gap="3" wrap="wrap">
        <Heading as="h1" size="xl"><FormattedMessage id="refunds.detail.title" values={{ refundNo: refund.refundNo }} /></Heading>
        <RefundStatusBadge status={refund.status} />
      </HStack>
      <Stack as="section" gap="2" aria-labelledby="refund-facts">
        <Heading as="h2" size="md" id="refund-facts"><FormattedMessage id="refunds.detail.facts" /></Heading>
        <RefundFacts refund={refund} />
      </Stack>
      <Stack as="section" gap="2" aria-labelledby="refund-pictures">
        <Heading as="h2" size="md" id="refund-pictures"><FormattedMessage id="refunds.detail.pictures" /></Heading>
        <RefundPictures urls={refund.imageUrls} />
      </Stack>
      <Stack as="section" gap="2" aria-labelledby="refund-timeline">
        <Heading as="h2" size="md" id="refund-timeline"><FormattedMessage id="refunds.timeline.title" /></Heading>
        <RefundTimeline refund={refund} labelledBy="refund-timeline" />
      </Stack>
      <Button asChild variant="outline" alignSelf="start">
        <RouterLink to={orderDetailPath(refund.orderId)}><FormattedMessage id="refunds.detail.toOrder" values={{ orderNo: refund.orderNo }} /></RouterLink>
      </Button>
    </Stack>
  );
}
