import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DashboardFigures } from 'shared-contracts/api/dashboard';
import type { Locale } from 'shared-contracts/i18n/locale';
import { formatMoney } from 'shared-contracts/mall/money';
import { dayText, vndOf } from '../utils/figures-text';
import { ChartBoundary } from './chart-boundary';

// Recharts and Chakra's chart helpers load with this chunk only, when the dashboard draws its first chart.
const OrdersChart = lazy(() => import('./orders-chart'));

/**
 * Orders and goods value per day: a summary sentence, the chart (for the eye) and the same figures as a table that
 * only assistive technology reads (the chart's text alternative).
 */
export function PerDayFigures({ figures, locale }: { figures: DashboardFigures; locale: Locale }) {
  const intl = useIntl();
  const orders = figures.days.reduce((n, d) => n + d.orders, 0);
  const value = figures.days.reduce((n, d) => n + d.goodsValue, 0);
  const labels = { orders: intl.formatMessage({ id: 'admin.dashboard.col.orders' }), value: intl.formatMessage({ id: 'admin.dashboard.col.value' }) };
  return (
    <Stack as="section" gap="2" aria-labelledby="dashboard-per-day">
      <Heading as="h3" size="sm" id="dashboard-per-day"><FormattedMessage id="admin.dashboard.perDay" /></Heading>
      <Text fontSize="sm">
        <FormattedMessage id="admin.dashboard.perDay.summary" values={{
          orders, from: dayText(figures.from, locale), to: dayText(figures.to, locale), cny: formatMoney(value, locale),
          vnd: formatMoney(vndOf(value, figures.cnyToVnd), locale, 'VND'), rate: intl.formatNumber(figures.cnyToVnd),
        }} />
      </Text>
      <Box minH="xs">
        <ChartBoundary>
          <Suspense fallback={<Text fontSize="sm" color="fg.muted"><FormattedMessage id="admin.dashboard.perDay.loadingChart" /></Text>}>
            <OrdersChart days={figures.days} locale={locale} labels={labels} />
          </Suspense>
        </ChartBoundary>
      </Box>
      <VisuallyHidden>
        <Table.Root>
          <Table.Caption><FormattedMessage id="admin.dashboard.perDay" /></Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader><FormattedMessage id="admin.dashboard.col.day" /></Table.ColumnHeader>
              <Table.ColumnHeader><FormattedMessage id="admin.dashboard.col.orders" /></Table.ColumnHeader>
              <Table.ColumnHeader><FormattedMessage id="admin.dashboard.col.value" /></Table.ColumnHeader>
              <Table.ColumnHeader><FormattedMessage id="admin.dashboard.col.valueVnd" /></Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {figures.days.map((d) => (
              <Table.Row key={d.day}>
                <Table.Cell>{dayText(d.day, locale)}</Table.Cell>
                <Table.Cell>{intl.formatNumber(d.orders)}</Table.Cell>
                <Table.Cell>{formatMoney(d.goodsValue, locale)}</Table.Cell>
                <Table.Cell>{formatMoney(vndOf(d.goodsValue, figures.cnyToVnd), locale, 'VND')}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Stack>
  );
}
