import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DashboardFigures } from 'shared-contracts/api/dashboard';
import { shareOf } from '../utils/figures-text';

/**
 * The funnel as a table (its own text alternative): each step with the orders that reached it, their share of those
 * placed drawn as a bar behind the figure, and the orders closed at that step.
 */
export function FunnelTable({ funnel }: { funnel: DashboardFigures['funnel'] }) {
  const intl = useIntl();
  const placed = funnel.steps[0]?.reached ?? 0;
  const percent = (n: number) => intl.formatNumber(shareOf(n, placed) / 100, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <Stack as="section" gap="2" aria-labelledby="dashboard-funnel">
      <Heading as="h3" size="sm" id="dashboard-funnel"><FormattedMessage id="admin.dashboard.funnel" /></Heading>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader><FormattedMessage id="admin.dashboard.funnel.step" /></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><FormattedMessage id="admin.dashboard.funnel.reached" /></Table.ColumnHeader>
            <Table.ColumnHeader minW="32"><FormattedMessage id="admin.dashboard.funnel.share" /></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><FormattedMessage id="admin.dashboard.funnel.closed" /></Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {funnel.steps.map((s) => (
            <Table.Row key={s.step}>
              <Table.Cell><FormattedMessage id={`admin.dashboard.step.${s.step}`} /></Table.Cell>
              <Table.Cell textAlign="end">{intl.formatNumber(s.reached)}</Table.Cell>
              <Table.Cell>
                <Box position="relative" h="5">
                  <Box position="absolute" insetY="0" left="0" w={`${shareOf(s.reached, placed)}%`} bg="teal.subtle" borderRadius="sm" />
                  <Text position="relative" fontSize="sm" px="1">{percent(s.reached)}</Text>
                </Box>
              </Table.Cell>
              <Table.Cell textAlign="end">{intl.formatNumber(s.closed)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="admin.dashboard.funnel.refused" values={{ count: funnel.refused, closed: funnel.closed }} />
      </Text>
    </Stack>
  );
}
