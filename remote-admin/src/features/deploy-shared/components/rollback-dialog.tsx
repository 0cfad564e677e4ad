import { FormattedMessage } from 'react-intl';
import { useRollbackRemote } from '../api/rollback-remote';
import { useVersions } from '../api/get-versions';
import { GoLiveDialog } from './go-live-dialog';

type RollbackDialogProps = { remote: string; onDone: (toVersion: string) => void; onClose: () => void };

/**
 * One click back to the version that was live before, saying which one it is (from the versions list: the
 * Deploy page has it already; the Remotes page reads it as the dialog opens).
 */
export function RollbackDialog({ remote, onDone, onClose }: RollbackDialogProps) {
  const versions = useVersions(remote);
  const rollback = useRollbackRemote();
  const active = versions.data?.find((v) => v.state === 'active')?.version;
  const previous = versions.data?.find((v) => v.state === 'previous')?.version;
  const description = previous
    ? <FormattedMessage id="admin.tools.deploy.rollbackWarning" values={{ remote, from: active ?? '—', to: previous }} />
    : <FormattedMessage id={versions.data ? 'admin.tools.deploy.noPrevious' : 'admin.list.loading'} />;
  return (
    <GoLiveDialog
      title={<FormattedMessage id="admin.tools.deploy.rollbackTitle" values={{ remote }} />}
      description={description}
      confirmLabel={previous ? <FormattedMessage id="admin.tools.deploy.rollbackTo" values={{ version: previous }} /> : <FormattedMessage id="admin.tools.deploy.rollback" />}
      anywayLabel={<FormattedMessage id="admin.tools.deploy.rollbackAnyway" />}
      send={(overrideMenus) => rollback.mutateAsync({ remote, overrideMenus })}
      pending={rollback.isPending}
      notReady={previous === undefined}
      onDone={() => onDone(previous ?? '')}
      onClose={onClose}
    />
  );
}
