import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { RefreshCw, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SqlMonitorQuery } from 'shared-contracts/api/sql-monitor';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { PageHeading } from '../../../components/page-heading';
import { Pager } from '../../../components/pager';
import { SearchBox } from '../../../components/search-box';
import { ListBody } from '../../mall-shared/components/list-body';
import { SelectField } from '../../mall-shared/components/select-field';
import { useSqlStatements } from '../api/get-sql-statements';
import { ResetDialog } from './reset-dialog';
import type { Sorting } from './sort-header';
import { SqlSummary } from './sql-summary';
import { SqlTable } from './sql-table';

export const SQL_PAGE_SIZE = 20;
type Source = SqlMonitorQuery['source'];
const SOURCES: readonly Source[] = ['auto', 'server', 'pg_stat_statements'];

/** `admin/monitor/Sql`: the portal's own SQL monitor, in place of eladmin's iFrame to Druid (sql:list). */
export function SqlPage() {
  const intl = useIntl();
  const locale = usePortalLocale();
  const [filter, setFilter] = useState('');
  const [sorting, setSorting] = useState<Sorting>({ sort: 'total', order: 'desc' });
  const [source, setSource] = useState<Source>('auto');
  const [page, setPage] = useState(0);
  const [resetting, setResetting] = useState(false);
  const list = useSqlStatements({ ...sorting, filter, source, page, size: SQL_PAGE_SIZE });
  const available = list.data?.available ?? [];
  // pg_stat_statements is offered where the server has it (or while it is the choice, so the select never lies).
  const sources = SOURCES.filter((s) => s !== 'pg_stat_statements' || available.includes(s) || source === s);
  const restart = (apply: () => void) => {
    apply();
    setPage(0);
  };

  return (
    <Stack gap="4">
      <PageHeading title={<FormattedMessage id="admin.monitor.sql.title" />} intro={<FormattedMessage id="admin.monitor.sql.intro" />} />
      <HStack gap="3" wrap="wrap" align="end">
        <Box flex="2" minW="xs">
          <SearchBox
            label={intl.formatMessage({ id: 'admin.monitor.sql.search' })}
            placeholder={intl.formatMessage({ id: 'admin.monitor.sql.searchPlaceholder' })}
            onSearch={(text) => restart(() => setFilter(text))}
          />
        </Box>
        <Box minW="48">
          <SelectField
            label={intl.formatMessage({ id: 'admin.monitor.sql.sourceLabel' })}
            options={sources.map((s) => ({ value: s, label: intl.formatMessage({ id: `admin.monitor.sql.sourceOption.${s}` }) }))}
            value={source}
            onChange={(e) => restart(() => setSource(SOURCES.find((s) => s === e.target.value) ?? 'auto'))}
          />
        </Box>
        <Button size="sm" variant="outline" onClick={() => void list.refetch()} loading={list.isFetching}>
          <RefreshCw />
          <FormattedMessage id="admin.monitor.sql.refresh" />
        </Button>
        <Button size="sm" colorPalette="red" variant="outline" onClick={() => setResetting(true)}>
          <RotateCcw />
          <FormattedMessage id="admin.monitor.sql.reset" />
        </Button>
      </HStack>
      {list.data ? <SqlSummary data={list.data} locale={locale} /> : null}
      <ListBody
        list={{ data: list.data?.content, isError: list.isError, refetch: list.refetch }}
        emptyText={<FormattedMessage id={filter ? 'admin.monitor.sql.noMatch' : 'admin.monitor.sql.empty'} />}
      >
        <SqlTable statements={list.data?.content ?? []} sorting={sorting} onSort={(next) => restart(() => setSorting(next))} />
        <Pager page={page} size={SQL_PAGE_SIZE} total={list.data?.totalElements ?? 0} onPageChange={setPage} />
      </ListBody>
      {resetting ? <ResetDialog source={source} onClose={() => setResetting(false)} /> : null}
    </Stack>
  );
}
