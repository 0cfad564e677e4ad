import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { DASHBOARD_CARDS, type DashboardCard, type DashboardWork } from 'shared-contracts/api/dashboard';
import { intlTag } from 'shared-contracts/i18n/locale';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { EmptyList, ErrorState, LoadingState } from '../../../components/list-state';
import { useDashboardWork } from '../api/get-dashboard-work';

/**
 * Where each card leads: its queue on the operations workbench (the menu's paths). Stock about to go back waits for
 * the buyer's balance, which the orders workbench lists by state.
 */
export const CARD_QUEUES: Record<DashboardCard, string> = {
  awaitingAcceptance: '/ops/order-accept',
  paymentReview: '/ops/payment-review',
  awaitingStocking: '/ops/stocking',
  shipmentsToDispatch: '/ops/shipping',
  refundsToReview: '/ops/refund-review',
  stockExpiring: '/ops/order-accept?only=stockExpiring',
};

function countOf(work: DashboardWork, card: DashboardCard): number | null {
  switch (card) {
    case 'paymentReview': return work.paymentReview ? work.paymentReview.deposit + work.paymentReview.final : null;
    default: return work[card]?.count ?? null;
  }
}

function detailOf(work: DashboardWork, card: DashboardCard, number: (n: number) => string): ReactNode {
  if (card === 'awaitingAcceptance' && work.awaitingAcceptance) {
    return <FormattedMessage id="admin.dashboard.card.awaitingAcceptance.overdue" values={{ count: work.awaitingAcceptance.overdue, days: work.acceptReplyDays }} />;
  }
  if (card === 'paymentReview' && work.paymentReview) {
    return <FormattedMessage id="admin.dashboard.card.paymentReview.split" values={{ deposit: number(work.paymentReview.deposit), final: number(work.paymentReview.final) }} />;
  }
  return null;
}

/**
 * One card: a link to its queue named by its own text (title, count, detail), so a screen reader hears what a sighted
 * user reads; a label of its own would differ from the visible text (axe: label-content-name-mismatch).
 */
function WorkCard({ card, count, detail, alert }: { card: DashboardCard; count: string; detail: ReactNode; alert: boolean }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: `admin.dashboard.card.${card}` });
  return (
    <Link to={CARD_QUEUES[card]}>
      <Box borderWidth="1px" borderRadius="md" p="4" h="full" _hover={{ bg: 'bg.muted' }} borderColor={alert ? 'orange.500' : 'border'}>
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">{title}</Text>
          <Text fontSize="3xl" fontWeight="semibold" lineHeight="1.1">{count}</Text>
          {detail ? <Text fontSize="sm" color={alert ? 'orange.fg' : 'fg.muted'}>{detail}</Text> : null}
        </Stack>
      </Box>
    </Link>
  );
}

/** The work waiting: one card per queue the viewer may open, in the order of the flow. Counts follow live events. */
export function WorkCards() {
  const locale = usePortalLocale();
  const work = useDashboardWork();
  const number = (n: number) => new Intl.NumberFormat(intlTag(locale)).format(n);
  let body: ReactNode;
  if (work.isPending) body = <LoadingState label={<FormattedMessage id="admin.dashboard.work.loading" />} />;
  else if (work.isError) {
    body = <ErrorState message={<FormattedMessage id="admin.dashboard.work.loadFailed" />} retryLabel={<FormattedMessage id="admin.list.retry" />} onRetry={() => void work.refetch()} />;
  } else {
    const data = work.data;
    const cards = DASHBOARD_CARDS.flatMap((card) => {
      const count = countOf(data, card);
      return count === null ? [] : [{ card, count }];
    });
    body = cards.length === 0 ? <EmptyList title={<FormattedMessage id="admin.dashboard.work.none" />} /> : (
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
        {cards.map(({ card, count }) => (
          <li key={card}>
            <WorkCard card={card} count={number(count)} detail={detailOf(data, card, number)}
              alert={(card === 'awaitingAcceptance' && (data.awaitingAcceptance?.overdue ?? 0) > 0) || (card === 'stockExpiring' && count > 0)} />
          </li>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Stack as="section" gap="3" aria-labelledby="dashboard-work">
      <Heading as="h2" size="md" id="dashboard-work"><FormattedMessage id="admin.dashboard.work" /></Heading>
      {body}
    </Stack>
  );
}
