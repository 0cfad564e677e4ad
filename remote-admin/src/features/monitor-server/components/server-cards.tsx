import { DataList } from '@chakra-ui/react/data-list';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ServerMonitor } from 'shared-contracts/api/server-monitor';
import type { Locale } from 'shared-contracts/i18n/locale';
import { DetailRow } from '../../../components/detail-row';
import type { HistoryPoint } from '../hooks/use-sample-history';
import { formatBytes, formatMs } from '../utils/format-units';
import { DatabaseCard } from './database-card';
import { MetricCard } from './metric-card';
import { OperationLogCard } from './operation-log-card';
import { Sparkline } from './sparkline';
import { UptimeText } from './uptime-text';
import { UsageBar } from './usage-bar';

type ServerCardsProps = { sample: ServerMonitor; history: readonly HistoryPoint[]; locale: Locale };

/** The seven cards of one sample, with the lines of the samples before it. */
export function ServerCards({ sample, history, locale }: ServerCardsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { cpu, memory, disk, node, eventLoop, system } = sample;
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      <MetricCard title={t('admin.monitor.server.cpu')}>
        <Text fontSize="2xl" fontWeight="semibold">{cpu.loadPercent} %</Text>
        <Sparkline values={history.map((p) => p.cpuPercent)} max={100} label={t('admin.monitor.server.cpuChart')} />
        <DataList.Root orientation="horizontal" size="sm">
          <DetailRow labelId="admin.monitor.server.cpuModel">{cpu.model}</DetailRow>
          <DetailRow labelId="admin.monitor.server.cpuCores">{cpu.cores}</DetailRow>
          <DetailRow labelId="admin.monitor.server.os">{system.os}</DetailRow>
          <DetailRow labelId="admin.monitor.server.systemUptime"><UptimeText seconds={system.uptimeSeconds} /></DetailRow>
        </DataList.Root>
      </MetricCard>
      <MetricCard title={t('admin.monitor.server.memory')}>
        <UsageBar label={t('admin.monitor.server.memoryUsed')} usedBytes={memory.usedBytes} totalBytes={memory.totalBytes} />
      </MetricCard>
      <MetricCard title={t('admin.monitor.server.disk')}>
        {disk ? (
          <UsageBar label={t('admin.monitor.server.diskUsed')} usedBytes={disk.usedBytes} totalBytes={disk.totalBytes} />
        ) : (
          <Text color="fg.muted"><FormattedMessage id="admin.monitor.server.diskUnknown" /></Text>
        )}
      </MetricCard>
      <MetricCard title={t('admin.monitor.server.node')}>
        <UsageBar label={t('admin.monitor.server.heap')} usedBytes={node.heapUsedBytes} totalBytes={node.heapTotalBytes} />
        <Sparkline values={history.map((p) => p.heapBytes)} label={t('admin.monitor.server.heapChart')} color="var(--chakra-colors-purple-500)" />
        <DataList.Root orientation="horizontal" size="sm">
          <DetailRow labelId="admin.monitor.server.rss">{formatBytes(node.rssBytes, locale)}</DetailRow>
          <DetailRow labelId="admin.monitor.server.nodeVersion">{node.version}</DetailRow>
          <DetailRow labelId="admin.monitor.server.processUptime"><UptimeText seconds={node.uptimeSeconds} /></DetailRow>
        </DataList.Root>
      </MetricCard>
      <MetricCard title={t('admin.monitor.server.eventLoop')}>
        <Sparkline values={history.map((p) => p.loopP99Ms)} label={t('admin.monitor.server.loopChart')} color="var(--chakra-colors-orange-500)" />
        <DataList.Root orientation="horizontal" size="sm">
          <DetailRow labelId="admin.monitor.server.loopP50">{formatMs(eventLoop.p50Ms, locale)}</DetailRow>
          <DetailRow labelId="admin.monitor.server.loopP99">{formatMs(eventLoop.p99Ms, locale)}</DetailRow>
          <DetailRow labelId="admin.monitor.server.loopMax">{formatMs(eventLoop.maxMs, locale)}</DetailRow>
        </DataList.Root>
      </MetricCard>
      <DatabaseCard database={sample.database} locale={locale} />
      <OperationLogCard log={sample.operationLog} locale={locale} />
    </SimpleGrid>
  );
}
