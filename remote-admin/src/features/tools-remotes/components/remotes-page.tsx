import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { useQueryClient } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Permission, usePermission } from 'shared-contracts/react/permission';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { DoneNotice } from '../../../components/done-notice';
import { EmptyList, ErrorState, LoadingState } from '../../../components/list-state';
import { PageHeading } from '../../../components/page-heading';
// Rolling back is the deploy feature's action; this screen offers it where a failing version shows.
import { RollbackDialog } from '../../deploy-shared/components/rollback-dialog';
import { useRemoteHealth } from '../api/get-health';
import { remotesKeys } from '../api/query-keys';
import { useSetRemoteEnabled } from '../api/set-remote-enabled';
import { CspReportList } from './csp-report-list';
import { RegisterUrlDialog } from './register-url-dialog';
import { RemoteCard } from './remote-card';

/** `admin/tools/Remotes`: every remote's health, read again every 15 s while the tab is visible (remote:*). */
export function RemotesPage() {
  const locale = usePortalLocale();
  const queryClient = useQueryClient();
  const health = useRemoteHealth();
  const setEnabled = useSetRemoteEnabled();
  const mayReadCsp = usePermission(['remote:list']);
  const [registering, setRegistering] = useState(false);
  const [rollingBack, setRollingBack] = useState<string | null>(null);
  const [notice, setNotice] = useState<ReactNode>(null);

  let body: ReactNode;
  if (health.isError) {
    body = <ErrorState message={<FormattedMessage id="admin.list.loadFailed" />} retryLabel={<FormattedMessage id="admin.list.retry" />} onRetry={() => void health.refetch()} />;
  } else if (!health.data) {
    body = <LoadingState label={<FormattedMessage id="admin.list.loading" />} />;
  } else if (health.data.length === 0) {
    body = <EmptyList title={<FormattedMessage id="admin.tools.remotes.empty" />} />;
  } else {
    body = health.data.map((remote) => (
      <RemoteCard key={remote.name} remote={remote} locale={locale}
        switching={setEnabled.isPending && setEnabled.variables.remote.name === remote.name}
        onEnabled={(enabled) => setEnabled.mutate({ remote, enabled })}
        onRollback={() => { setNotice(null); setRollingBack(remote.name); }} />
    ));
  }

  return (
    <Stack gap="4">
      <PageHeading title={<FormattedMessage id="admin.tools.remotes.title" />} intro={<FormattedMessage id="admin.tools.remotes.intro" />} />
      <Permission value={['remote:edit']}>
        <HStack>
          <Button size="sm" colorPalette="blue" onClick={() => { setNotice(null); setRegistering(true); }}>
            <Link2 /><FormattedMessage id="admin.tools.remotes.register.open" />
          </Button>
        </HStack>
      </Permission>
      {notice ? <DoneNotice>{notice}</DoneNotice> : null}
      {body}
      {mayReadCsp ? <CspReportList locale={locale} /> : null}
      {registering ? (
        <RegisterUrlDialog onClose={() => setRegistering(false)} onDone={(fields) => {
          setRegistering(false);
          setNotice(<FormattedMessage id="admin.tools.remotes.register.done" values={{ name: fields.name.trim(), version: fields.version.trim() }} />);
        }} />
      ) : null}
      {rollingBack !== null ? (
        <RollbackDialog remote={rollingBack} onClose={() => setRollingBack(null)} onDone={(version) => {
          setNotice(<FormattedMessage id="admin.tools.deploy.rolledBack" values={{ remote: rollingBack, version }} />);
          setRollingBack(null);
          void queryClient.invalidateQueries({ queryKey: remotesKeys.all });
        }} />
      ) : null}
    </Stack>
  );
}
