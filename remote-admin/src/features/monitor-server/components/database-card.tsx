import { Badge } from '@chakra-ui/react/badge';
import { DataList } from '@chakra-ui/react/data-list';
import { FormattedMessage } from 'react-intl';
import type { DatabaseStatus } from 'shared-contracts/api/server-monitor';
import type { Locale } from 'shared-contracts/i18n/locale';
import { DetailRow } from '../../../components/detail-row';
import { formatBytes, formatMs } from '../utils/format-units';
import { MetricCard } from './metric-card';

/** The database: which one, up or down (with the error's kind), its version, size and a `select 1` round trip. */
export function DatabaseCard({ database, locale }: { database: DatabaseStatus; locale: Locale }) {
  const up = database.status === 'up';
  return (
    <MetricCard title={<FormattedMessage id="admin.monitor.server.database" />}>
      <DataList.Root orientation="horizontal" size="sm">
        <DetailRow labelId="admin.monitor.server.dbKind"><FormattedMessage id={`admin.monitor.server.dbKind.${database.kind}`} /></DetailRow>
        <DetailRow labelId="admin.monitor.server.dbStatus">
          <Badge colorPalette={up ? 'green' : 'red'}><FormattedMessage id={`admin.monitor.server.dbStatus.${database.status}`} /></Badge>
        </DetailRow>
        {up ? (
          <>
            <DetailRow labelId="admin.monitor.server.dbVersion">{database.version ?? '—'}</DetailRow>
            <DetailRow labelId="admin.monitor.server.dbSize">{database.sizeBytes === null ? '—' : formatBytes(database.sizeBytes, locale)}</DetailRow>
            <DetailRow labelId="admin.monitor.server.dbRoundTrip">{database.roundTripMs === null ? '—' : formatMs(database.roundTripMs, locale)}</DetailRow>
          </>
        ) : (
          <DetailRow labelId="admin.monitor.server.dbError">{database.error ?? '—'}</DetailRow>
        )}
      </DataList.Root>
    </MetricCard>
  );
}
