import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { ErrorState, LoadingState } from '../../../components/list-state';
import { useDashboardFigures } from '../api/get-dashboard-figures';
import { lastDays, todayInVietnam, type Period } from '../utils/period';
import { FunnelTable } from './funnel-table';
import { PerDayFigures } from './per-day-figures';
import { PeriodPicker } from './period-picker';
import { ReplyTimes } from './reply-times';
import { TopLists } from './top-lists';

/** The business's figures over a period, the last 30 days first (the "done when"). */
export function FiguresSection() {
  const locale = usePortalLocale();
  const [today] = useState(() => todayInVietnam());
  const [period, setPeriod] = useState<Period>(() => lastDays(30, today));
  const figures = useDashboardFigures(period);
  let body;
  if (figures.isPending) body = <LoadingState label={<FormattedMessage id="admin.dashboard.figures.loading" />} />;
  else if (figures.isError) {
    body = <ErrorState message={<FormattedMessage id="admin.dashboard.figures.loadFailed" />} retryLabel={<FormattedMessage id="admin.list.retry" />} onRetry={() => void figures.refetch()} />;
  } else {
    const f = figures.data;
    body = (
      <Stack gap="6">
        <PerDayFigures figures={f} locale={locale} />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <FunnelTable funnel={f.funnel} />
          <ReplyTimes times={f.times} />
        </SimpleGrid>
        <TopLists top={f.top} locale={locale} />
      </Stack>
    );
  }
  return (
    <Stack as="section" gap="3" aria-labelledby="dashboard-figures">
      <Heading as="h2" size="md" id="dashboard-figures"><FormattedMessage id="admin.dashboard.figures" /></Heading>
      <PeriodPicker period={period} today={today} onChange={setPeriod} />
      {body}
    </Stack>
  );
}
