import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { OpLog } from 'shared-contracts/api/op-logs';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { PageHeading } from '../../../components/page-heading';
import { Pager } from '../../../components/pager';
import { ListBody } from '../../mall-shared/components/list-body';
import { useClampedPage } from '../../system-shared/hooks/use-clamped-page';
import { useExportLogs } from '../api/export-logs';
import { useLogs } from '../api/get-logs';
import { NO_LOG_FILTERS, type LogFilters, type LogKind } from '../utils/log-filters';
import { LogDetailDialog } from './log-detail-dialog';
import { LogFilterBar } from './log-filter-bar';
import { LogTable } from './log-table';

export const LOG_PAGE_SIZE = 20;

/**
 * `admin/monitor/Log` (kind info, log:list) and `admin/monitor/ErrorLog` (kind error, errorLog:list): the log,
 * newest first, filtered, exported, each row opened in a dialog (an error with its stack).
 */
export function LogPage({ kind }: { kind: LogKind }) {
  const locale = usePortalLocale();
  const [filters, setFilters] = useState<LogFilters>(NO_LOG_FILTERS);
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<OpLog | null>(null);
  const list = useLogs(kind, { ...filters, page, size: LOG_PAGE_SIZE });
  const exporting = useExportLogs(kind, filters, locale);
  useClampedPage(list.data?.totalElements, LOG_PAGE_SIZE, setPage);
  const filtered = Object.values(filters).some((v) => v);

  return (
    <Stack gap="4">
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <PageHeading title={<FormattedMessage id={`admin.monitor.log.${kind}.title`} />} intro={<FormattedMessage id={`admin.monitor.log.${kind}.intro`} />} />
        <Button size="sm" variant="outline" loading={exporting.isPending} onClick={() => exporting.mutate()}>
          <Download />
          <FormattedMessage id="admin.monitor.log.export" />
        </Button>
      </HStack>
      <LogFilterBar onSearch={(next) => { setFilters(next); setPage(0); }} />
      <ListBody
        list={{ data: list.data?.content, isError: list.isError, refetch: list.refetch }}
        emptyText={<FormattedMessage id={filtered ? 'admin.monitor.log.noMatch' : `admin.monitor.log.${kind}.empty`} />}
      >
        <LogTable kind={kind} logs={list.data?.content ?? []} locale={locale} onOpen={setOpen} />
        <Pager page={page} size={LOG_PAGE_SIZE} total={list.data?.totalElements ?? 0} onPageChange={setPage} />
      </ListBody>
      {open ? <LogDetailDialog log={open} kind={kind} locale={locale} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}
