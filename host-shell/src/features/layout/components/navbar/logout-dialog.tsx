import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from 'shared-contracts/react/confirm-dialog';
import { useLogout } from '../../../session/use-logout';
import { forgetStoredViews } from '../../state/views-storage';

type LogoutDialogProps = { open: boolean; onClose: () => void };

/**
 * SPEC §8 logout confirmation; confirming runs the router's useLogout (server call, session cleared even
 * on failure, then /mall) and forgets the tab's tags (a 401 does not: the same user signing in again gets
 * them back, another user never sees them, docs/shell-routing.md).
 */
export function LogoutDialog({ open, onClose }: LogoutDialogProps) {
  const logout = useLogout();
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await logout();
    } finally {
      forgetStoredViews();
      setPending(false);
      onClose();
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={<FormattedMessage id="layout.logout.title" />}
      message={<FormattedMessage id="layout.logout.body" />}
      cancelLabel={<FormattedMessage id="layout.logout.cancel" />}
      confirmLabel={<FormattedMessage id="layout.logout.confirm" />}
      pending={pending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
