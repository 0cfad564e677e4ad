import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Upload } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { RemoteVersion } from 'shared-contracts/api/deploy';
import { Permission } from 'shared-contracts/react/permission';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { DoneNotice } from '../../../components/done-notice';
import { EmptyList, ErrorState, LoadingState } from '../../../components/list-state';
import { PageHeading } from '../../../components/page-heading';
import { useEvents } from '../api/get-events';
import { useRemoteNames } from '../api/get-remote-names';
import { useVersions } from '../../deploy-shared/api/get-versions';
import { nextVersion } from '../utils/next-version';
import { ActivateDialog } from './activate-dialog';
import { CanaryDialog } from './canary-dialog';
import { CiCommandCard } from './ci-command-card';
import { EventHistory } from './event-history';
import { RemotePicker } from './remote-picker';
import { RemoteStatus } from './remote-status';
import { RollbackDialog } from '../../deploy-shared/components/rollback-dialog';
import { SettleCanaryDialog, type CanaryOutcome } from './settle-canary-dialog';
import { UploadDialog } from './upload-dialog';
import { VersionTable } from './version-table';

type Dialog =
  | { kind: 'upload' }
  | { kind: 'activate'; version: RemoteVersion }
  | { kind: 'canary'; version: RemoteVersion }
  | { kind: 'rollback' }
  | { kind: 'settle'; outcome: CanaryOutcome; version: string };

const SETTLED: Readonly<Record<CanaryOutcome, string>> = { promote: 'admin.tools.deploy.promoted', abandon: 'admin.tools.deploy.abandoned' };

/** `admin/maint/Deploy`: a remote's versions, what goes live and for whom, and the history of it (deploy:*). */
export function DeployPage() {
  const locale = usePortalLocale();
  const names = useRemoteNames();
  // A remote uploaded for the first time is not registered until activated: it joins the picker here.
  const [uploadedNames, setUploadedNames] = useState<readonly string[]>([]);
  const [picked, setPicked] = useState<string | null>(null);
  const allNames = [...(names.data ?? []), ...uploadedNames.filter((n) => !names.data?.includes(n))];
  const remote = picked ?? allNames[0] ?? null;
  const versions = useVersions(remote);
  const events = useEvents(remote);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<ReactNode>(null);
  const suggested = nextVersion((versions.data ?? []).map((v) => v.version));

  const open = (next: Dialog) => {
    setNotice(null);
    setDialog(next);
  };
  const done = (id: string, values: Record<string, string>) => {
    setDialog(null);
    setNotice(<FormattedMessage id={id} values={values} />);
  };
  const uploaded = (version: RemoteVersion) => {
    if (!allNames.includes(version.remote)) setUploadedNames((before) => [...before, version.remote]);
    setPicked(version.remote);
    done(version.problems.length > 0 ? 'admin.tools.deploy.uploadedWithProblems' : 'admin.tools.deploy.uploaded', { remote: version.remote, version: version.version });
  };

  let versionList: ReactNode;
  if (versions.isError) {
    versionList = <ErrorState message={<FormattedMessage id="admin.list.loadFailed" />} retryLabel={<FormattedMessage id="admin.list.retry" />} onRetry={() => void versions.refetch()} />;
  } else if (remote !== null && !versions.data) {
    versionList = <LoadingState label={<FormattedMessage id="admin.list.loading" />} />;
  } else if (!versions.data || versions.data.length === 0) {
    versionList = <EmptyList title={<FormattedMessage id="admin.tools.deploy.noVersions" />} />;
  } else {
    versionList = (
      <VersionTable versions={versions.data} locale={locale} canaryRunning={versions.data.some((v) => v.state === 'canary')}
        onActivate={(version) => open({ kind: 'activate', version })} onCanary={(version) => open({ kind: 'canary', version })} />
    );
  }

  return (
    <Stack gap="4">
      <PageHeading title={<FormattedMessage id="admin.tools.deploy.title" />} intro={<FormattedMessage id="admin.tools.deploy.intro" />} />
      {names.isError ? (
        <ErrorState message={<FormattedMessage id="admin.list.loadFailed" />} retryLabel={<FormattedMessage id="admin.list.retry" />} onRetry={() => void names.refetch()} />
      ) : null}
      <HStack gap="4" align="flex-end" wrap="wrap">
        <RemotePicker names={allNames} value={remote} onChange={(name) => { setPicked(name); setNotice(null); }} />
        <Permission value={['deploy:upload']}>
          <Button size="sm" colorPalette="blue" onClick={() => open({ kind: 'upload' })}>
            <Upload /><FormattedMessage id="admin.tools.deploy.upload" />
          </Button>
        </Permission>
      </HStack>
      {notice ? <DoneNotice>{notice}</DoneNotice> : null}
      {remote !== null && versions.data ? (
        <RemoteStatus versions={versions.data} events={events.data} onRollback={() => open({ kind: 'rollback' })}
          onSettleCanary={(outcome, version) => open({ kind: 'settle', outcome, version })} />
      ) : null}
      {versionList}
      {remote !== null ? <EventHistory events={events} locale={locale} /> : null}
      {remote !== null && versions.data ? <CiCommandCard remote={remote} nextVersion={suggested} /> : null}

      {dialog?.kind === 'upload' ? (
        <UploadDialog remote={remote ?? ''} suggestedVersion={remote === null ? '1.0.0' : suggested} onDone={uploaded} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'activate' && remote !== null ? (
        <ActivateDialog remote={remote} version={dialog.version} onClose={() => setDialog(null)}
          onDone={() => done('admin.tools.deploy.activated', { remote, version: dialog.version.version })} />
      ) : null}
      {dialog?.kind === 'canary' && remote !== null ? (
        <CanaryDialog remote={remote} version={dialog.version} onClose={() => setDialog(null)}
          onDone={() => done('admin.tools.deploy.canaryStarted', { remote, version: dialog.version.version })} />
      ) : null}
      {dialog?.kind === 'rollback' && remote !== null ? (
        <RollbackDialog remote={remote} onClose={() => setDialog(null)}
          onDone={(version) => done('admin.tools.deploy.rolledBack', { remote, version })} />
      ) : null}
      {dialog?.kind === 'settle' && remote !== null ? (
        <SettleCanaryDialog remote={remote} version={dialog.version} outcome={dialog.outcome} onClose={() => setDialog(null)}
          onDone={() => done(SETTLED[dialog.outcome], { remote, version: dialog.version })} />
      ) : null}
    </Stack>
  );
}
