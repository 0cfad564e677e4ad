import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { TaskRun } from 'shared-contracts/api/scheduled-tasks';
import { formatDateTime } from 'shared-contracts/format';
import type { Locale } from 'shared-contracts/i18n/locale';
import { ListTable } from '../../../components/list-table';
import { PagedListBody } from '../../../components/paged-list-body';
import { SideDrawer } from '../../../components/side-drawer';
import { useTaskRuns } from '../api/get-task-runs';
import { formatDuration } from '../utils/task-text';
import { RunStateBadge } from './run-state-badge';

export const RUN_PAGE_SIZE = 10;
const COLUMNS = ['due', 'started', 'finished', 'duration', 'attempts', 'state', 'result'] as const;

const when = (value: string | null, locale: Locale) => (value ? formatDateTime(value, locale) : '');
/** The error of a failed run, else the handler's answer as JSON (`{"deleted":3}`). */
const resultOf = (run: TaskRun) => run.error ?? (run.output === null || run.output === undefined ? '' : JSON.stringify(run.output));

/** A task's run log, newest first, a page at a time. */
export function TaskRunsDrawer({ name, locale, onClose }: { name: string; locale: Locale; onClose: () => void }) {
  const [page, setPage] = useState(0);
  const runs = useTaskRuns(name, page, RUN_PAGE_SIZE);
  return (
    <SideDrawer title={<FormattedMessage id="admin.tools.timing.runs.title" values={{ name }} />} onClose={onClose}>
      <PagedListBody list={runs} emptyText={<FormattedMessage id="admin.tools.timing.runs.empty" />} page={page} size={RUN_PAGE_SIZE} onPageChange={setPage}>
        {(rows) => (
          <ListTable idPrefix="admin.tools.timing" columns={COLUMNS} numeric={['duration', 'attempts']}>
            {rows.map((run) => (
              <Table.Row key={run.id}>
                <Table.Cell whiteSpace="nowrap">{when(run.dueAt, locale)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{when(run.startedAt, locale)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{when(run.finishedAt, locale)}</Table.Cell>
                <Table.Cell textAlign="end">{formatDuration(run.durationMs)}</Table.Cell>
                <Table.Cell textAlign="end">{run.attempts}</Table.Cell>
                <Table.Cell><RunStateBadge state={run.state} /></Table.Cell>
                <Table.Cell>
                  <Text fontFamily="mono" fontSize="xs" color={run.error ? 'fg.error' : undefined} wordBreak="break-word">{resultOf(run)}</Text>
                </Table.Cell>
              </Table.Row>
            ))}
          </ListTable>
        )}
      </PagedListBody>
    </SideDrawer>
  );
}
