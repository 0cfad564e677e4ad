import { Badge } from '@chakra-ui/react/badge';
import { DataList } from '@chakra-ui/react/data-list';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { OperationLogHealth } from 'shared-contracts/api/server-monitor';
import { formatDateTime } from 'shared-contracts/format';
import type { Locale } from 'shared-contracts/i18n/locale';
import { DetailRow } from '../../../components/detail-row';
import { MetricCard } from './metric-card';

/**
 * The operation log's writing in the process that answered: rows waiting, and rows lost since it started (refused by
 * the database even one by one, or unwritten while it was down), with the last loss's time and error code.
 */
export function OperationLogCard({ log, locale }: { log: OperationLogHealth; locale: Locale }) {
  const lost = log.lostRows > 0;
  return (
    <MetricCard title={<FormattedMessage id="admin.monitor.server.opLog" />}>
      <DataList.Root orientation="horizontal" size="sm">
        <DetailRow labelId="admin.monitor.server.opLogLost">
          <Badge colorPalette={lost ? 'red' : 'green'}><FormattedNumber value={log.lostRows} /></Badge>
        </DetailRow>
        <DetailRow labelId="admin.monitor.server.opLogPending"><FormattedNumber value={log.pendingRows} /></DetailRow>
        {lost ? (
          <>
            <DetailRow labelId="admin.monitor.server.opLogLastLost">{log.lastLostAt ? formatDateTime(log.lastLostAt, locale) : '—'}</DetailRow>
            <DetailRow labelId="admin.monitor.server.opLogLastError">{log.lastError ?? '—'}</DetailRow>
          </>
        ) : null}
      </DataList.Root>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id={lost ? 'admin.monitor.server.opLogLostHint' : 'admin.monitor.server.opLogAllWritten'} />
      </Text>
    </MetricCard>
  );
}
