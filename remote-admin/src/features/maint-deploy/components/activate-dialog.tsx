import { FormattedMessage } from 'react-intl';
import type { RemoteVersion } from 'shared-contracts/api/deploy';
import { useActivateVersion } from '../api/activate-version';
import { GoLiveDialog } from '../../deploy-shared/components/go-live-dialog';

type ActivateDialogProps = { remote: string; version: RemoteVersion; onDone: () => void; onClose: () => void };

/** Makes a kept version the active one for every user, after the checks (the server runs them again). */
export function ActivateDialog({ remote, version, onDone, onClose }: ActivateDialogProps) {
  const activate = useActivateVersion();
  return (
    <GoLiveDialog
      title={<FormattedMessage id="admin.tools.deploy.activateTitle" values={{ remote, version: version.version }} />}
      description={<FormattedMessage id="admin.tools.deploy.activateWarning" values={{ remote, version: version.version }} />}
      confirmLabel={<FormattedMessage id="admin.tools.deploy.activate" />}
      anywayLabel={<FormattedMessage id="admin.tools.deploy.activateAnyway" />}
      send={(overrideMenus) => activate.mutateAsync({ remote, version: version.version, overrideMenus })}
      pending={activate.isPending}
      onDone={onDone}
      onClose={onClose}
    />
  );
}
