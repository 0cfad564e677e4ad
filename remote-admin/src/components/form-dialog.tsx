import type { DialogRootProps } from '@chakra-ui/react/dialog';
import type { FormEventHandler, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ActionDialog } from './action-dialog';

type FormDialogProps = Pick<DialogRootProps, 'size' | 'scrollBehavior'> & {
  title: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The shell of the create/edit dialogs: mounted only while open (so each opening starts afresh), focus
 * trapped and given back to the button that opened it, Escape and Cancel close it.
 */
export function FormDialog({ title, onSubmit, saving, onClose, children, ...layout }: FormDialogProps) {
  return (
    <ActionDialog
      title={title}
      confirmLabel={<FormattedMessage id="admin.form.save" />}
      pending={saving}
      onConfirm={onSubmit}
      onClose={onClose}
      placement="top"
      // A stray click beside the dialog must not throw away a half-filled form.
      closeOnInteractOutside={false}
      {...layout}
    >
      {children}
    </ActionDialog>
  );
}
