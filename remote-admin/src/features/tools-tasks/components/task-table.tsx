import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Task } from 'shared-contracts/api/scheduled-tasks';
import { formatDateTime } from 'shared-contracts/format';
import type { Locale } from 'shared-contracts/i18n/locale';
import { Permission } from 'shared-contracts/react/permission';
import { ListTable } from '../../../components/list-table';
import { RunStateBadge } from './run-state-badge';
import { TaskName } from './task-name';

const COLUMNS = ['task', 'cron', 'state', 'nextRun', 'lastRun', 'actions'] as const;

type TaskTableProps = {
  tasks: readonly Task[];
  locale: Locale;
  /** The task whose action is under way: its buttons wait. */
  busy: string | null;
  onPause: (task: Task) => void;
  onResume: (task: Task) => void;
  onRun: (task: Task) => void;
  onLog: (task: Task) => void;
};

/** Every scheduled task with its schedule, state, next and last run, and what the reader may do with it. */
export function TaskTable({ tasks, locale, busy, onPause, onResume, onRun, onLog }: TaskTableProps) {
  const intl = useIntl();
  const named = (id: string, name: string) => intl.formatMessage({ id }, { name });
  return (
    <ListTable idPrefix="admin.tools.timing" columns={COLUMNS}>
      {tasks.map((task) => (
        <Table.Row key={task.name}>
          <Table.Cell><TaskName name={task.name} /></Table.Cell>
          <Table.Cell>
            <Stack gap="0">
              <Text fontFamily="mono">{task.cron}</Text>
              <Text fontSize="xs" color="fg.muted"><FormattedMessage id="admin.tools.timing.timezone" values={{ tz: task.timezone }} /></Text>
            </Stack>
          </Table.Cell>
          <Table.Cell>
            <Badge size="sm" colorPalette={task.paused ? 'orange' : 'green'}>
              <FormattedMessage id={task.paused ? 'admin.tools.timing.paused' : 'admin.tools.timing.active'} />
            </Badge>
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">
            {task.nextRunAt ? formatDateTime(task.nextRunAt, locale) : <FormattedMessage id="admin.tools.timing.none" />}
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">
            {task.lastRun?.startedAt ? (
              <HStack gap="2">
                <Text>{formatDateTime(task.lastRun.startedAt, locale)}</Text>
                <RunStateBadge state={task.lastRun.state} />
              </HStack>
            ) : <FormattedMessage id="admin.tools.timing.never" />}
          </Table.Cell>
          <Table.Cell>
            <HStack gap="1">
              <Permission value={['timing:edit']}>
                {task.paused ? (
                  <Button size="xs" variant="ghost" disabled={busy === task.name} aria-label={named('admin.tools.timing.resumeOf', task.name)} onClick={() => onResume(task)}>
                    <FormattedMessage id="admin.tools.timing.resume" />
                  </Button>
                ) : (
                  <Button size="xs" variant="ghost" disabled={busy === task.name} aria-label={named('admin.tools.timing.pauseOf', task.name)} onClick={() => onPause(task)}>
                    <FormattedMessage id="admin.tools.timing.pause" />
                  </Button>
                )}
                <Button size="xs" variant="ghost" colorPalette="blue" disabled={busy === task.name} aria-label={named('admin.tools.timing.runNowOf', task.name)} onClick={() => onRun(task)}>
                  <FormattedMessage id="admin.tools.timing.runNow" />
                </Button>
              </Permission>
              <Button size="xs" variant="ghost" aria-label={named('admin.tools.timing.logOf', task.name)} onClick={() => onLog(task)}>
                <FormattedMessage id="admin.tools.timing.log" />
              </Button>
            </HStack>
          </Table.Cell>
        </Table.Row>
      ))}
    </ListTable>
  );
}
