import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DashboardDuration, DashboardFigures } from 'shared-contracts/api/dashboard';
import { spanOf } from '../utils/figures-text';

function SpanText({ minutes }: { minutes: number | null }) {
  if (minutes === null) return <>–</>;
  const span = spanOf(minutes);
  return <FormattedMessage id={`admin.dashboard.span.${span.id}`} values={span.values} />;
}

function TimeRow({ id, d }: { id: 'accept' | 'paymentReview'; d: DashboardDuration }) {
  const intl = useIntl();
  const late = d.medianMinutes !== null && d.medianMinutes > d.targetMinutes;
  return (
    <Table.Row>
      <Table.Cell as="th" scope="row" fontWeight="normal">
        <FormattedMessage id={`admin.dashboard.times.${id}`} />
        <Text fontSize="xs" color="fg.muted">
          {d.count === 0 ? <FormattedMessage id="admin.dashboard.times.none" /> : <FormattedMessage id="admin.dashboard.times.counted" values={{ count: d.count }} />}
        </Text>
      </Table.Cell>
      <Table.Cell color={late ? 'red.fg' : undefined}><SpanText minutes={d.medianMinutes} /></Table.Cell>
      <Table.Cell><SpanText minutes={d.p90Minutes} /></Table.Cell>
      <Table.Cell><SpanText minutes={d.targetMinutes} /></Table.Cell>
      <Table.Cell textAlign="end">{intl.formatNumber(d.overTarget)}</Table.Cell>
    </Table.Row>
  );
}

/** Time to accept orders and to review payments: median and 9 in 10, against the reply target. */
export function ReplyTimes({ times }: { times: DashboardFigures['times'] }) {
  return (
    <Stack as="section" gap="2" aria-labelledby="dashboard-times">
      <Heading as="h3" size="sm" id="dashboard-times"><FormattedMessage id="admin.dashboard.times" /></Heading>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader><FormattedMessage id="admin.dashboard.funnel.step" /></Table.ColumnHeader>
            <Table.ColumnHeader><FormattedMessage id="admin.dashboard.times.median" /></Table.ColumnHeader>
            <Table.ColumnHeader><FormattedMessage id="admin.dashboard.times.p90" /></Table.ColumnHeader>
            <Table.ColumnHeader><FormattedMessage id="admin.dashboard.times.target" /></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><FormattedMessage id="admin.dashboard.times.over" /></Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <TimeRow id="accept" d={times.accept} />
          <TimeRow id="paymentReview" d={times.paymentReview} />
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
