import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Table } from '@chakra-ui/react/table';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OpLog } from 'shared-contracts/api/op-logs';
import { formatDateTime } from 'shared-contracts/format';
import type { Locale } from 'shared-contracts/i18n/locale';
import { ListTable } from '../../../components/list-table';
import type { LogKind } from '../utils/log-filters';

const INFO_COLUMNS = ['username', 'action', 'ip', 'browser', 'status', 'duration', 'time', 'actions'] as const;
const ERROR_COLUMNS = ['username', 'action', 'ip', 'browser', 'error', 'time', 'actions'] as const;

type LogTableProps = { kind: LogKind; logs: readonly OpLog[]; locale: Locale; onOpen: (log: OpLog) => void };

/** One page of a log; each row opens in full (params, and for an error its stack). */
export function LogTable({ kind, logs, locale, onOpen }: LogTableProps) {
  const intl = useIntl();
  return (
    <ListTable idPrefix="admin.monitor.log" columns={kind === 'info' ? INFO_COLUMNS : ERROR_COLUMNS} numeric={['duration']}>
      {logs.map((log) => (
        <Table.Row key={log.id}>
          <Table.Cell>{log.username ?? <FormattedMessage id="admin.monitor.log.anonymous" />}</Table.Cell>
          <Table.Cell>
            <Badge me="2" variant="outline">{log.method}</Badge>
            <span title={log.url}>{log.route}</span>
          </Table.Cell>
          <Table.Cell>{log.ip ?? ''}</Table.Cell>
          <Table.Cell>{log.browser ?? ''}</Table.Cell>
          {kind === 'info' ? (
            <>
              <Table.Cell>
                <Badge colorPalette={log.status < 400 ? 'green' : 'orange'} title={log.errorMessage ?? undefined}>{log.status}</Badge>
              </Table.Cell>
              <Table.Cell textAlign="end">{intl.formatMessage({ id: 'admin.monitor.log.ms' }, { ms: log.durationMs })}</Table.Cell>
            </>
          ) : (
            <Table.Cell maxW="sm" truncate title={log.errorMessage ?? undefined}>{log.errorMessage ?? ''}</Table.Cell>
          )}
          <Table.Cell whiteSpace="nowrap">{formatDateTime(log.createTime, locale)}</Table.Cell>
          <Table.Cell>
            <Button size="xs" variant="ghost" onClick={() => onOpen(log)}
              aria-label={intl.formatMessage({ id: kind === 'info' ? 'admin.monitor.log.detailsOf' : 'admin.monitor.log.stackOf' }, { route: log.route, id: log.id })}>
              <FormattedMessage id={kind === 'info' ? 'admin.monitor.log.details' : 'admin.monitor.log.stackButton'} />
            </Button>
          </Table.Cell>
        </Table.Row>
      ))}
    </ListTable>
  );
}
