import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from 'shared-contracts/format';
import type { Locale } from 'shared-contracts/i18n/locale';
import { ListTable } from '../../../components/list-table';
import { ErrorState, LoadingState } from '../../../components/list-state';
import { useCspReports } from '../api/get-csp-reports';

const COLUMNS = ['time', 'directive', 'blocked', 'document'] as const;

/** The latest Content-Security-Policy violations browsers reported: what was blocked, by which rule, on which page. */
export function CspReportList({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const reports = useCspReports(true);
  let body;
  if (reports.isError) {
    body = <ErrorState message={<FormattedMessage id="admin.list.loadFailed" />} retryLabel={<FormattedMessage id="admin.list.retry" />} onRetry={() => void reports.refetch()} />;
  } else if (!reports.data) {
    body = <LoadingState label={<FormattedMessage id="admin.list.loading" />} />;
  } else if (reports.data.length === 0) {
    body = <Text fontSize="sm" color="fg.muted"><FormattedMessage id="admin.tools.remotes.csp.none" /></Text>;
  } else {
    body = (
      <ListTable idPrefix="admin.tools.remotes.csp" columns={COLUMNS}>
        {reports.data.map((r) => (
          <Table.Row key={r.id}>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(r.createTime, locale)}</Table.Cell>
            <Table.Cell fontFamily="mono">{r.directive ?? '—'}</Table.Cell>
            <Table.Cell fontFamily="mono" wordBreak="break-all">{r.blockedUri ?? '—'}</Table.Cell>
            <Table.Cell fontFamily="mono" wordBreak="break-all">{r.documentUri ?? '—'}</Table.Cell>
          </Table.Row>
        ))}
      </ListTable>
    );
  }
  return (
    <Stack as="section" gap="2" aria-label={intl.formatMessage({ id: 'admin.tools.remotes.csp.title' })}>
      <Heading as="h2" size="md"><FormattedMessage id="admin.tools.remotes.csp.title" /></Heading>
      <Text fontSize="sm" color="fg.muted"><FormattedMessage id="admin.tools.remotes.csp.intro" /></Text>
      {body}
    </Stack>
  );
}
