import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Task } from 'shared-contracts/api/scheduled-tasks';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { DoneNotice } from '../../../components/done-notice';
import { EmptyList, ErrorState, LoadingState } from '../../../components/list-state';
import { PageHeading } from '../../../components/page-heading';
import { useTasks } from '../api/get-tasks';
import { useRunTask } from '../api/run-task';
import { useSetTaskPaused } from '../api/set-task-paused';
import { TaskRunsDrawer } from './task-runs-drawer';
import { TaskTable } from './task-table';

/** `admin/tools/Timing`: the job queue's scheduled tasks, paused, resumed and run by hand (timing:list, timing:edit). */
export function TaskPage() {
  const locale = usePortalLocale();
  const tasks = useTasks();
  const setPaused = useSetTaskPaused();
  const run = useRunTask();
  const [log, setLog] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const busy = setPaused.isPending ? (setPaused.variables?.name ?? null) : run.isPending ? (run.variables ?? null) : null;
  const pause = (task: Task, paused: boolean) => {
    setSent(false);
    setPaused.mutate({ name: task.name, paused });
  };

  let body;
  if (tasks.data === undefined && tasks.isError) {
    body = <ErrorState message={<FormattedMessage id="admin.list.loadFailed" />} retryLabel={<FormattedMessage id="admin.list.retry" />} onRetry={() => void tasks.refetch()} />;
  } else if (tasks.data === undefined) {
    body = <LoadingState label={<FormattedMessage id="admin.list.loading" />} />;
  } else if (tasks.data.length === 0) {
    body = <EmptyList title={<FormattedMessage id="admin.tools.timing.empty" />} />;
  } else {
    body = (
      <TaskTable tasks={tasks.data} locale={locale} busy={busy}
        onPause={(task) => pause(task, true)} onResume={(task) => pause(task, false)}
        onRun={(task) => run.mutate(task.name, { onSuccess: () => setSent(true) })} onLog={(task) => setLog(task.name)} />
    );
  }

  return (
    <Stack gap="4">
      <PageHeading title={<FormattedMessage id="admin.tools.timing.title" />} intro={<FormattedMessage id="admin.tools.timing.intro" />} />
      {sent ? <DoneNotice><FormattedMessage id="admin.tools.timing.sent" /></DoneNotice> : null}
      {body}
      {log ? <TaskRunsDrawer name={log} locale={locale} onClose={() => setLog(null)} /> : null}
    </Stack>
  );
}
