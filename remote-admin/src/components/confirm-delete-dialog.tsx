import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from 'shared-contracts/react/confirm-dialog';

type ConfirmDeleteDialogProps = {
  message: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** SPEC §5 "deleting needs confirmation" ('Please Confirm Delete'). */
export function ConfirmDeleteDialog({ message, pending, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      open
      tone="danger"
      size="sm"
      title={<FormattedMessage id="admin.confirm.title" />}
      message={message}
      cancelLabel={<FormattedMessage id="admin.confirm.cancel" />}
      confirmLabel={<FormattedMessage id="admin.confirm.delete" />}
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
