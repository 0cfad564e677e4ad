import { Badge } from '@chakra-ui/react/badge';
import { DataList } from '@chakra-ui/react/data-list';
import { HStack } from '@chakra-ui/react/stack';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SqlMonitor } from 'shared-contracts/api/sql-monitor';
import { formatDateTime } from 'shared-contracts/format';
import type { Locale } from 'shared-contracts/i18n/locale';
import { DetailRow } from '../../../components/detail-row';

/** Where the figures come from, since when, and the totals over every statement of that source. */
export function SqlSummary({ data, locale }: { data: SqlMonitor; locale: Locale }) {
  const intl = useIntl();
  return (
    <HStack gap="6" wrap="wrap" align="start">
      <Badge size="lg" colorPalette={data.source === 'pg_stat_statements' ? 'blue' : 'gray'}>
        <FormattedMessage id={`admin.monitor.sql.source.${data.source}`} />
      </Badge>
      <DataList.Root orientation="horizontal" size="sm" flexDirection="row" flexWrap="wrap" gap="6">
        <DetailRow labelId="admin.monitor.sql.totalStatements">{intl.formatNumber(data.totals.statements)}</DetailRow>
        <DetailRow labelId="admin.monitor.sql.totalCalls">{intl.formatNumber(data.totals.calls)}</DetailRow>
        <DetailRow labelId="admin.monitor.sql.totalTime">
          {intl.formatNumber(data.totals.totalMs / 1000, { style: 'unit', unit: 'second', maximumFractionDigits: 2 })}
        </DetailRow>
        {data.since ? <DetailRow labelId="admin.monitor.sql.since">{formatDateTime(data.since, locale)}</DetailRow> : null}
      </DataList.Root>
    </HStack>
  );
}
